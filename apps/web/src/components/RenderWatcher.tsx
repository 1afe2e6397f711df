import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { RenderJobKind, Video } from '@sitespark/contracts';
import { callRoute } from '../api/call-route.ts';
import {
  STORAGE_USAGE_QUERY_KEY,
  UNFINISHED_VIDEOS_QUERY_KEY,
  VIDEO_USAGE_QUERY_KEY,
  VIDEOS_QUERY_KEY,
  renderStartedEvent,
} from '../api/videos.ts';
import { GENERATOR_PATHS, VIDEOS_PATH } from '../routes/paths.ts';
import { useToast } from './ui/Toaster.tsx';

/** Polls while a render runs; otherwise rarely, for renders started in another tab. */
const busyPollMs = 2_000;
const idlePollMs = 20_000;
/** How long a render this tab asked for is waited for before the server has it. */
const expectStartMs = 120_000;

/** The screen each kind of render is started from: while the user is still there, it shows the result itself. */
const startedFrom: Record<RenderJobKind, readonly string[]> = {
  'free-video': ['/free-video', '/video-studio', '/video-preview'],
  'convert-to-video': ['/free-video'],
  'professional-video': ['/professional-video'],
  'custom-images': ['/video-studio', '/video-preview'],
  'generate-video-file': ['/video-studio', '/video-preview'],
  'export-video': GENERATOR_PATHS,
};

/**
 * Announces a finished render wherever the user is in the app: it watches the user's unfinished
 * renders and, when one finishes, shows a toast with a link to "Your videos".
 */
export function RenderWatcher() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [location] = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const watched = useRef<Map<string, Video> | null>(null);
  /** Renders this tab just asked for, by job id, until the list shows them or they are over (the request may reach the server after the first poll). */
  const expected = useRef(new Map<string, number>());

  const unfinished = useQuery({
    queryKey: UNFINISHED_VIDEOS_QUERY_KEY,
    queryFn: () => callRoute('render.listVideos', { query: { status: 'unfinished' } }),
    refetchInterval: (query) => ((query.state.data?.videos.length ?? 0) > 0 || expected.current.size > 0 ? busyPollMs : idlePollMs),
  });

  useEffect(() => {
    const started = (event: Event) => {
      const jobId = (event as CustomEvent<{ jobId?: string }>).detail?.jobId;
      if (jobId) expected.current.set(jobId, Date.now() + expectStartMs);
      void queryClient.invalidateQueries({ queryKey: UNFINISHED_VIDEOS_QUERY_KEY });
    };
    window.addEventListener(renderStartedEvent, started);
    return () => window.removeEventListener(renderStartedEvent, started);
  }, [queryClient]);

  useEffect(() => {
    const current = unfinished.data?.videos;
    if (!current) return;
    const previous = watched.current;
    watched.current = new Map(current.map((video) => [video.id, video]));
    for (const id of watched.current.keys()) expected.current.delete(id);
    // The first answer only says what is running; renders that were already over are not news.
    const gone = previous ? [...previous.keys()].filter((id) => !watched.current?.has(id)) : [];
    const candidates = [...new Set([...gone, ...expected.current.keys()])];
    if (candidates.length === 0) return;
    void (async () => {
      let announced = false;
      for (const id of candidates) {
        const finished = await callRoute('render.getVideo', { params: { id } }).catch(() => null);
        if (!finished || finished.status === 'queued' || finished.status === 'running') {
          // Not created yet (or still running): keep waiting for an expected one, for a while.
          const deadline = expected.current.get(id);
          if (deadline !== undefined && Date.now() > deadline) expected.current.delete(id);
          continue;
        }
        expected.current.delete(id);
        announced = true;
        if (startedFrom[finished.kind].includes(locationRef.current)) continue;
        const action = locationRef.current === VIDEOS_PATH ? undefined : { label: 'View in Your videos', href: VIDEOS_PATH };
        if (finished.status === 'succeeded') {
          toast({ title: 'Your video is ready', description: `${finished.title} (${finished.studio}) has finished rendering.`, ...(action ? { action } : {}), duration: 10_000 });
        } else {
          toast({ title: 'Video render failed', description: finished.error ?? `${finished.title} could not be rendered.`, variant: 'destructive', ...(action ? { action } : {}) });
        }
      }
      if (announced) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: VIDEO_USAGE_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: STORAGE_USAGE_QUERY_KEY }),
        ]);
      }
    })();
  }, [unfinished.data, queryClient, toast]);

  return null;
}
