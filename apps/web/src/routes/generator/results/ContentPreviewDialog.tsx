import { Download, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/Dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/Tabs.tsx';
import { useToast } from '../../../components/ui/Toaster.tsx';
import { copyToClipboard } from '../model/clipboard.ts';
import { analyzeContent } from '../model/content-analytics.ts';
import { downloadJson } from '../model/downloads.ts';
import { jsonFileName } from '../model/file-names.ts';
import { previewJson, previewText } from '../model/preview-item.ts';
import type { PreviewItem } from '../model/preview-item.ts';
import { CopyButton } from '../shared/CopyButton.tsx';
import { shareKitLink } from '../../kits/kits-api.ts';
import { useKitContext } from './kit-editing.tsx';
import { PreviewBody } from './PreviewBody.tsx';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-line bg-canvas/60 p-3">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="order-first text-xl font-bold text-ink tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-ink-muted">{hint}</dd>}
    </div>
  );
}

function PreviewAnalytics({ item }: { item: PreviewItem }) {
  const stats = analyzeContent(previewText(item));
  const score = item.type === 'social' ? item.content.score : null;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {score && <Stat label="Viral score" value={`${score.score}/100`} hint={score.verdict} />}
        <Stat label="Characters" value={String(stats.characters)} />
        <Stat label="Words" value={String(stats.words)} />
        <Stat label="Reading time" value={stats.readingSeconds < 60 ? `${stats.readingSeconds} s` : `${Math.ceil(stats.readingSeconds / 60)} min`} />
        <Stat label="Reading ease" value={`${stats.readingEase}/100`} hint={stats.readingLevel} />
        <Stat label="Sentences" value={String(stats.sentences)} />
        {(item.type === 'social' || stats.hashtags > 0) && <Stat label="Hashtags" value={String(stats.hashtags)} />}
      </dl>
      {score && (
        <ul className="flex flex-col gap-2 text-sm">
          {score.factors.map((factor) => (
            <li key={factor.factor} className="flex items-start justify-between gap-3 border-b border-line pb-2 last:border-0">
              <span>
                <span className="font-medium text-ink">{factor.label}</span>
                <span className="block text-xs text-ink-muted">{factor.explanation}</span>
              </span>
              <span className="shrink-0 font-semibold text-ink tabular-nums">{`${factor.points}/${factor.max}`}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-ink-muted">Measured from the text itself; reading ease is the Flesch score.</p>
    </div>
  );
}

export type ContentPreviewDialogProps = { item: PreviewItem | null; onClose: () => void };

/** Preview, Raw Content and Analytics of one piece, with download, share and copy (spec section 2). */
export function ContentPreviewDialog({ item, onClose }: ContentPreviewDialogProps) {
  const { toast } = useToast();
  const { kitId } = useKitContext();

  async function share(current: PreviewItem) {
    // A kept kit is shared as a read-only link to the whole kit, never as the generator's empty form.
    if (kitId) {
      try {
        const { copied } = await shareKitLink(kitId, current.title);
        if (copied) toast({ title: 'Link copied', description: 'A read-only link to this kit is on your clipboard. Revoke it from Your kits.' });
      } catch {
        toast({ title: 'Share failed', description: 'The share link could not be created. Please try again.', variant: 'destructive' });
      }
      return;
    }
    const text = previewText(current);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: current.title, text, url: window.location.href });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await copyToClipboard(window.location.href);
      toast({ title: 'Link copied', description: 'The page link is on your clipboard, ready to share.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Failed to copy to clipboard', variant: 'destructive' });
    }
  }

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent className="sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{item.title}</DialogTitle>
            <DialogDescription>Content preview</DialogDescription>
          </DialogHeader>
          <Tabs defaultValue="preview">
            <TabsList>
              <TabsTrigger value="preview">Preview</TabsTrigger>
              <TabsTrigger value="raw">Raw Content</TabsTrigger>
              <TabsTrigger value="analytics">Analytics</TabsTrigger>
            </TabsList>
            <TabsContent value="preview">
              <PreviewBody item={item} />
            </TabsContent>
            <TabsContent value="raw">
              <pre className="max-h-96 overflow-auto rounded-xl border border-line bg-canvas p-4 text-sm whitespace-pre-wrap text-ink">{previewText(item)}</pre>
            </TabsContent>
            <TabsContent value="analytics">
              <PreviewAnalytics item={item} />
            </TabsContent>
          </Tabs>
          <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-line pt-4">
            <Button variant="secondary" onClick={() => downloadJson(previewJson(item), jsonFileName(item.title))}>
              <Download aria-hidden="true" />
              Download JSON
            </Button>
            <Button variant="secondary" onClick={() => void share(item)}>
              <Share2 aria-hidden="true" />
              Share
            </Button>
            <CopyButton text={previewText(item)} label="Copy content" showText size="md" variant="primary" />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
