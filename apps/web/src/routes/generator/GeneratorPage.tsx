import { PageShell } from '../../components/PageShell.tsx';

export function GeneratorPage() {
  return (
    <PageShell
      heading="SiteSpark"
      description="Transform your website into powerful marketing content with AI-driven insights"
    />
  );
}
