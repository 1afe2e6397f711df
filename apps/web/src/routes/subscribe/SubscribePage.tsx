import { PageShell } from '../../components/PageShell.tsx';

export function SubscribePage() {
  return <PageShell heading="Subscribe to SiteSpark" />;
}
