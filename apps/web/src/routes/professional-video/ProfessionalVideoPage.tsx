import { PageShell } from '../../components/PageShell.tsx';

export function ProfessionalVideoPage() {
  return <PageShell heading="Professional Video Studio" />;
}
