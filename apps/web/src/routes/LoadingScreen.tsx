import { Loader2 } from 'lucide-react';

export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3 bg-canvas text-ink-muted">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <p className="text-sm font-medium">Loading...</p>
    </div>
  );
}
