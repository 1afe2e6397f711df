import { PageShell } from '../../components/PageShell.tsx';

export function PricingPage() {
  return <PageShell heading="Subscription" />;
}
