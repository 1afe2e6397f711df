import { PageShell } from '../../components/PageShell.tsx';

export function FreeVideoPage() {
  return <PageShell heading="Free Video Studio" />;
}
