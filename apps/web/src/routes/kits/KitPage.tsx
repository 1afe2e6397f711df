import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, Copy, Film, History, Link2, Pencil, Share2, Trash2 } from 'lucide-react';
import type { CampaignEdit, Kit, KitChange, KitVideo, RegenerateInstruction } from '@sitespark/contracts';
import { callRoute } from '../../api/call-route.ts';
import { formatDuration } from '../../api/videos.ts';
import { routeUrl } from '../../api/route-url.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../components/ui/AlertDialog.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/Dialog.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { readApiFailure } from '../../lib/api-error.ts';
import { copyToClipboard } from '../generator/model/clipboard.ts';
import { serverMessage } from '../generator/generator-api.ts';
import { KitProvider, type KitEditing } from '../generator/results/kit-editing.tsx';
import { kitPath, KITS_PATH, VIDEOS_PATH } from '../paths.ts';
import { KitExportMenu } from '../plans/KitExportMenu.tsx';
import { KitPlans } from '../plans/KitPlans.tsx';
import { VideoStudioSection } from '../generator/video/VideoStudioSection.tsx';
import { absoluteShareUrl, KITS_QUERY_KEY, kitQueryKey, STATS_QUERY_KEY, useKit } from './kits-api.ts';
import { formatDateTime } from '../../lib/format-date.ts';

const ResultsView = lazy(() => import('../generator/results/ResultsView.tsx').then((module) => ({ default: module.ResultsView })));

function RenameDialog({ kit, open, onOpenChange, onRenamed }: { kit: Kit; open: boolean; onOpenChange: (open: boolean) => void; onRenamed: (kit: Kit) => void }) {
  const { toast } = useToast();
  const [name, setName] = useState(kit.kit.name);
  const fieldId = useId();
  const rename = useMutation({
    mutationFn: (value: string) => callRoute('content.updateKit', { params: { id: kit.kit.id }, body: { name: value } }),
    onSuccess: (updated) => {
      onRenamed(updated);
      onOpenChange(false);
    },
    onError: (error) => toast({ title: 'Rename failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename kit</DialogTitle>
          <DialogDescription>The name shown in Your kits.</DialogDescription>
        </DialogHeader>
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) rename.mutate(name.trim());
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium text-ink">
            Name
          </label>
          <Input id={fieldId} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} autoFocus />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim() || rename.isPending}>
              Save name
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ShareDialog({ kit, open, onOpenChange, onChanged }: { kit: Kit; open: boolean; onOpenChange: (open: boolean) => void; onChanged: () => void }) {
  const { toast } = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const linkId = useId();
  const create = useMutation({
    mutationFn: () => callRoute('content.shareKit', { params: { id: kit.kit.id } }),
    onSuccess: (link) => {
      setUrl(absoluteShareUrl(link));
      onChanged();
    },
    onError: (error) => toast({ title: 'Share failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
  const revoke = useMutation({
    mutationFn: () => callRoute('content.unshareKit', { params: { id: kit.kit.id } }),
    onSuccess: () => {
      setUrl(null);
      onChanged();
      toast({ title: 'Sharing stopped', description: 'Every link to this kit now answers “not found”.' });
    },
    onError: (error) => toast({ title: 'Revoke failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
  const shared = kit.kit.share !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this kit</DialogTitle>
          <DialogDescription>Anyone with the link sees the kit read-only, without signing in. Revoke it at any time.</DialogDescription>
        </DialogHeader>
        <div className="mt-4 flex flex-col gap-4">
          {url ? (
            <>
              <label htmlFor={linkId} className="text-sm font-medium text-ink">
                Share link
              </label>
              <div className="flex gap-2">
                <Input id={linkId} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
                <Button
                  variant="secondary"
                  onClick={() =>
                    void copyToClipboard(url).then(
                      () => toast({ title: 'Link copied', description: 'The read-only link is on your clipboard.' }),
                      () => toast({ title: 'Copy failed', description: 'Failed to copy to clipboard', variant: 'destructive' }),
                    )
                  }
                >
                  <Copy aria-hidden="true" />
                  Copy link
                </Button>
              </div>
            </>
          ) : (
            <p className="text-sm text-ink-muted">
              {shared
                ? `Sharing is on since ${formatDateTime(kit.kit.share!.createdAt)}. Links are shown only when made: create another to copy it.`
                : 'This kit is not shared.'}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {(shared || url) && (
              <Button variant="destructive" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
                Revoke all links
              </Button>
            )}
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              <Link2 aria-hidden="true" />
              {shared || url ? 'Create another link' : 'Create link'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const shorten = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);
const kindLabels = { edit: 'Edited', regenerate: 'Regenerated', rename: 'Renamed' } as const;

/** Every change of the kit, newest first, with what each text was and became. */
function HistoryDialog({ kit, open, onOpenChange }: { kit: Kit; open: boolean; onOpenChange: (open: boolean) => void }) {
  const revisions = useQuery({
    queryKey: [routeUrl('content.listKitRevisions', { params: { id: kit.kit.id } }), kit.kit.revision],
    queryFn: () => callRoute('content.listKitRevisions', { params: { id: kit.kit.id } }),
    enabled: open,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>History</DialogTitle>
          <DialogDescription>Every change is kept; undoing one adds another.</DialogDescription>
        </DialogHeader>
        <div className="mt-4 max-h-[60vh] overflow-auto">
          {revisions.isPending ? (
            <Spinner label="Loading the history" />
          ) : revisions.isError ? (
            <p role="alert" className="text-sm text-danger">{serverMessage(revisions.error) ?? 'The history could not be loaded.'}</p>
          ) : revisions.data.items.length === 0 ? (
            <p className="text-sm text-ink-muted">No changes yet: this is the kit as it was generated.</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {revisions.data.items.map((revision) => (
                <li key={revision.revision} className="rounded-lg border border-line p-3 text-sm">
                  <p className="font-semibold text-ink">
                    {`${revision.revision}. ${kindLabels[revision.kind]}${revision.instruction ? ` (${revision.instruction})` : ''} · ${formatDateTime(revision.createdAt)}`}
                  </p>
                  <ul className="mt-1 flex flex-col gap-1 text-ink-muted">
                    {revision.changes.map((change) => (
                      <li key={change.path}>
                        <span className="font-mono text-xs text-ink">{change.path}</span>
                        {`: “${shorten(change.oldValue)}” → “${shorten(change.newValue)}”`}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The videos rendered from the kit (its slideshow exported as MP4): each plays here and is managed in Your videos. */
function KitVideos({ videos }: { videos: readonly KitVideo[] }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="mt-6">
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <Film aria-hidden="true" className="size-5 text-brand-600" />
          Videos of this kit
        </CardTitle>
        <CardDescription>
          The MP4s exported from this kit's slideshow. They are kept in{' '}
          <Link href={VIDEOS_PATH} className="font-medium text-brand-700 underline">
            Your videos
          </Link>
          , where you can download or delete them; the kit's zip export includes them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {videos.length === 0 ? (
          <p className="text-sm text-ink-muted">No videos yet: export the slideshow to MP4 in the AI Video Studio above and it appears here.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Videos of this kit">
            {videos.map((video, index) => (
              <li key={video.id} className="flex flex-col gap-2 rounded-xl border border-line p-3">
                <video
                  src={video.url}
                  poster={video.thumbnailUrl ?? undefined}
                  controls
                  preload="none"
                  className="aspect-video w-full rounded-lg bg-black"
                  aria-label={`Video ${index + 1} of this kit`}
                />
                <p className="text-sm text-ink-muted">{`${formatDuration(video.duration)} · ${formatDateTime(video.createdAt)}`}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function valueAt(kit: Kit, path: string): string {
  let node: unknown = kit;
  for (const segment of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[segment];
  return typeof node === 'string' ? node : '';
}

/** One kept kit in the generator's result tabs, its texts editable in place, with rename, share and delete. */
export function KitPage({ params }: { params: { id: string } }) {
  const kitId = params.id;
  const kit = useKit(kitId);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const [busyPath, setBusyPath] = useState<string | null>(null);
  // Changes made here, newest last; Undo restores the latest one that touched a text (as a new revision).
  const [history, setHistory] = useState<KitChange[][]>([]);
  const [renaming, setRenaming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [showingHistory, setShowingHistory] = useState(false);

  const store = (updated: Kit) => {
    // Only GET /api/kits/:id lists the kit's videos; an edit's answer leaves the list as it was.
    queryClient.setQueryData<Kit>(kitQueryKey(kitId), (previous) =>
      updated.kit.videos || !previous?.kit.videos ? updated : { ...updated, kit: { ...updated.kit, videos: previous.kit.videos } },
    );
    void queryClient.invalidateQueries({ queryKey: KITS_QUERY_KEY });
  };
  const failed = (title: string) => (error: unknown) => {
    const failure = readApiFailure(error);
    toast({ title, description: failure?.message ?? serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
  };

  const remove = useMutation({
    mutationFn: () => callRoute('content.deleteKit', { params: { id: kitId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: kitQueryKey(kitId) });
      void queryClient.invalidateQueries({ queryKey: KITS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      toast({ title: 'Kit deleted', description: 'The kit, its flyers and its share links are gone.' });
      navigate(KITS_PATH);
    },
    onError: failed('Delete failed'),
  });

  // A new kit from the same page and snippets: with the campaign the owner edited as its brief, or (without one) with their corrections of what was read.
  const regenerate = useMutation({
    mutationFn: ({ targetAudience, campaign }: { targetAudience: string; campaign?: CampaignEdit }) => {
      const current = kit.data!;
      const { request } = current.kit;
      return callRoute('content.generate', {
        body: {
          url: request.url,
          customPrompt: request.customPrompt,
          targetAudience,
          includeVideo: request.includeVideo,
          siteSnips: request.siteSnips.map((snip) => ({ image: snip.imageUrl, description: snip.description })),
          writeWithoutPage: !current.analysisReport.fetched,
          ...(campaign ? { campaign } : {}),
        },
      });
    },
    onSuccess: (created, { campaign }) => {
      void queryClient.invalidateQueries({ queryKey: KITS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      toast({ title: 'Kit regenerated', description: `A new kit with your ${campaign ? 'campaign' : 'corrections'} is in Your kits; this one is kept.` });
      navigate(kitPath(created.kitId));
    },
    onError: failed('Regenerate failed'),
  });

  const editing = useMemo<KitEditing | null>(() => {
    const current = kit.data;
    if (!current) return null;
    const run = async (path: string, work: () => Promise<{ kit: Kit; changes: KitChange[] }>, title: string) => {
      setBusyPath(path);
      try {
        const { kit: updated, changes } = await work();
        store(updated);
        if (changes.length > 0) setHistory((entries) => [...entries, changes]);
      } catch (error) {
        failed(title)(error);
        throw error;
      } finally {
        setBusyPath(null);
      }
    };
    const edit = (edits: Array<{ path: string; value: string }>) => callRoute('content.updateKit', { params: { id: kitId }, body: { edits } });
    return {
      busyPath,
      canRegenerate: current.kit.canRegenerate,
      canUndo: (path) => history.some((changes) => changes.some((change) => change.path === path)),
      save: (path, value) =>
        run(
          path,
          async () => {
            const oldValue = valueAt(current, path);
            const updated = await edit([{ path, value }]);
            const newValue = valueAt(updated, path);
            return { kit: updated, changes: oldValue === newValue ? [] : [{ path, oldValue, newValue }] };
          },
          'Save failed',
        ),
      undo: async (path) => {
        const index = history.findLastIndex((changes) => changes.some((change) => change.path === path));
        const entry = history[index];
        if (!entry) return;
        setBusyPath(path);
        try {
          store(await edit(entry.map((change) => ({ path: change.path, value: change.oldValue }))));
          setHistory((entries) => entries.filter((_, position) => position !== index));
        } catch (error) {
          failed('Undo failed')(error);
        } finally {
          setBusyPath(null);
        }
      },
      regenerate: (path, instruction: RegenerateInstruction | null) =>
        run(
          path,
          async () => {
            const result = await callRoute('content.regenerateKitPiece', { params: { id: kitId }, body: { path, ...(instruction ? { instruction } : {}) } });
            return { kit: result.kit, changes: result.changes };
          },
          'Regenerate failed',
        ).catch(() => undefined),
    };
    // store/failed are stable in effect (they only close over kitId and the query client).
  }, [kit.data, busyPath, history, kitId]);

  if (kit.isPending) {
    return (
      <PageShell heading="Your kit">
        <div className="mt-10 flex justify-center">
          <Spinner className="size-8" label="Loading the kit" />
        </div>
      </PageShell>
    );
  }
  if (kit.isError) {
    const missing = readApiFailure(kit.error)?.status === 404;
    return (
      <PageShell heading={missing ? 'Kit not found' : 'Your kit'}>
        <Card role="alert" className="mt-8">
          <CardContent className="flex flex-col items-start gap-3">
            <p className="text-ink">{missing ? 'This kit does not exist or was deleted.' : (serverMessage(kit.error) ?? 'The kit could not be loaded.')}</p>
            <div className="flex gap-2">
              {!missing && (
                <Button variant="secondary" onClick={() => void kit.refetch()}>
                  Try again
                </Button>
              )}
              <Link href={KITS_PATH} className={buttonClasses('secondary', 'md')}>
                Back to Your kits
              </Link>
            </div>
          </CardContent>
        </Card>
      </PageShell>
    );
  }

  const current = kit.data;
  const snippets = current.kit.request.siteSnips.filter((snip) => snip.imageUrl).map((snip) => ({ image: snip.imageUrl, description: snip.description }));
  return (
    <PageShell heading={current.kit.name} description={`Made ${formatDateTime(current.kit.createdAt)} from ${current.kit.url}`}>
      <Link href={KITS_PATH} className={buttonClasses('ghost', 'sm', 'mt-4')}>
        <ArrowLeft aria-hidden="true" />
        Your kits
      </Link>
      <KitProvider value={{ kitId, editing }}>
        <Suspense
          fallback={
            <div className="mt-10 flex justify-center">
              <Spinner className="size-8" label="Loading your results" />
            </div>
          }
        >
          <ResultsView
            key={kitId}
            result={current}
            snippets={snippets}
            videoStudio={current.videoContent && <VideoStudioSection video={current.videoContent} websiteAnalysis={current.websiteAnalysis} />}
            campaignEditing={
              current.kit.canRegenerate
                ? { targetAudience: current.kit.request.targetAudience, pending: regenerate.isPending, onRegenerate: (edit) => regenerate.mutate(edit) }
                : undefined
            }
            siteFacts={
              // A kit kept before its site model was stored has no reading to correct.
              current.kit.canRegenerate ? { kitId, pending: regenerate.isPending, onRegenerate: () => regenerate.mutate({ targetAudience: current.kit.request.targetAudience }) } : undefined
            }
            actions={
              <>
                <Button variant="secondary" onClick={() => setRenaming(true)}>
                  <Pencil aria-hidden="true" />
                  Rename
                </Button>
                <Button variant="secondary" onClick={() => setSharing(true)}>
                  <Share2 aria-hidden="true" />
                  {current.kit.share ? 'Shared' : 'Share'}
                </Button>
                <KitExportMenu kitId={kitId} />
                <Button variant="secondary" onClick={() => setShowingHistory(true)}>
                  <History aria-hidden="true" />
                  History
                </Button>
                <Button variant="secondary" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </>
            }
          />
        </Suspense>
      </KitProvider>
      <KitPlans kitId={kitId} />
      {(current.videoContent || (current.kit.videos?.length ?? 0) > 0) && <KitVideos videos={current.kit.videos ?? []} />}
      {renaming && <RenameDialog kit={current} open={renaming} onOpenChange={setRenaming} onRenamed={store} />}
      {showingHistory && <HistoryDialog kit={current} open={showingHistory} onOpenChange={setShowingHistory} />}
      {sharing && <ShareDialog kit={current} open={sharing} onOpenChange={setSharing} onChanged={() => void kit.refetch()} />}
      <AlertDialog open={deleting} onOpenChange={setDeleting}>
        <AlertDialogContent>
          <AlertDialogTitle>{`Delete “${current.kit.name}”?`}</AlertDialogTitle>
          <AlertDialogDescription>
            The kit, its flyers, its history and its share links are deleted. This cannot be undone.
            {(current.kit.videos?.length ?? 0) > 0 && ' Its videos are not deleted: they stay in Your videos.'}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Delete kit
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PageShell>
  );
}
