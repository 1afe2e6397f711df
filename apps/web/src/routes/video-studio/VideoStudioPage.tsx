import { PageShell } from '../../components/PageShell.tsx';

export function VideoStudioPage() {
  return <PageShell heading="Video Studio" />;
}
