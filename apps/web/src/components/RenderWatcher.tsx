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

/** The screen each kind of render is started from: while the user is still there, it shows the result itself. */
const startedFrom: Record<RenderJobKind, readonly string[]> = {
  'free-video': ['/free-video', '/video-studio'],
  'convert-to-video': ['/free-video'],
  'professional-video': ['/professional-video'],
  'custom-images': ['/video-studio'],
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

  const unfinished = useQuery({
    queryKey: UNFINISHED_VIDEOS_QUERY_KEY,
    queryFn: () => callRoute('render.listVideos', { query: { status: 'unfinished' } }),
    refetchInterval: (query) => ((query.state.data?.videos.length ?? 0) > 0 ? busyPollMs : idlePollMs),
  });

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: UNFINISHED_VIDEOS_QUERY_KEY });
    window.addEventListener(renderStartedEvent, refresh);
    return () => window.removeEventListener(renderStartedEvent, refresh);
  }, [queryClient]);

  useEffect(() => {
    const current = unfinished.data?.videos;
    if (!current) return;
    const previous = watched.current;
    watched.current = new Map(current.map((video) => [video.id, video]));
    // The first answer only says what is running; renders that were already over are not news.
    if (!previous) return;
    const over = [...previous.values()].filter((video) => !watched.current?.has(video.id));
    if (over.length === 0) return;
    void (async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: VIDEO_USAGE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: STORAGE_USAGE_QUERY_KEY }),
      ]);
      for (const video of over) {
        const finished = await callRoute('render.getVideo', { params: { id: video.id } }).catch(() => null);
        if (!finished || finished.status === 'queued' || finished.status === 'running') continue;
        if (startedFrom[finished.kind].includes(locationRef.current)) continue;
        const action = locationRef.current === VIDEOS_PATH ? undefined : { label: 'View in Your videos', href: VIDEOS_PATH };
        if (finished.status === 'succeeded') {
          toast({ title: 'Your video is ready', description: `${finished.title} (${finished.studio}) has finished rendering.`, ...(action ? { action } : {}), duration: 10_000 });
        } else {
          toast({ title: 'Video render failed', description: finished.error ?? `${finished.title} could not be rendered.`, variant: 'destructive', ...(action ? { action } : {}) });
        }
      }
    })();
  }, [unfinished.data, queryClient, toast]);

  return null;
}
