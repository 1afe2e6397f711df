import { PageShell } from '../../components/PageShell.tsx';

export function DashboardPage() {
  return <PageShell heading="Welcome back!" />;
}
