import { PageShell } from '../../components/PageShell.tsx';

export function MusicManagerPage() {
  return <PageShell heading="Music Manager" />;
}
