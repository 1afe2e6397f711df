import { PageShell } from '../../components/PageShell.tsx';

export function VideoPreviewPage() {
  return <PageShell heading="Video Preview" />;
}
