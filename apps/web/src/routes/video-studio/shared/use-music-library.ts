import { useQuery } from '@tanstack/react-query';
import type { MusicTrack } from '@sitespark/contracts';
import { callRoute } from '../../../api/call-route.ts';
import { routeUrl } from '../../../api/route-url.ts';

export const MUSIC_LIBRARY_QUERY_KEY = [routeUrl('media.listMusic')] as const;

/**
 * The music library; a failed fetch is only logged (spec section 8) and reads as an empty library.
 * `notice` is the server's reason the built-in library is empty (e.g. ffmpeg is not installed).
 */
export function useMusicLibrary(): { tracks: MusicTrack[]; notice: string | undefined; isLoading: boolean; failed: boolean } {
  const { data, isLoading, isError } = useQuery({
    queryKey: MUSIC_LIBRARY_QUERY_KEY,
    queryFn: async () => {
      try {
        return await callRoute('media.listMusic');
      } catch (error) {
        console.error('The music library could not be loaded', error);
        throw error;
      }
    },
  });
  return { tracks: data?.tracks ?? [], notice: data?.notice, isLoading, failed: isError };
}
