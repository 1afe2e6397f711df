import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { KitShareLink } from '@sitespark/contracts';
import { callRoute } from '../../api/call-route.ts';
import { routeUrl } from '../../api/route-url.ts';
import { copyToClipboard } from '../generator/model/clipboard.ts';

export const KITS_QUERY_KEY = [routeUrl('content.listKits')] as const;
export const kitQueryKey = (id: string) => [routeUrl('content.getKit', { params: { id } })] as const;
export const STATS_QUERY_KEY = [routeUrl('content.getStats')] as const;

/** "Your kits": newest first, a page at a time, searched by name or site. */
export function useKitList(search: string) {
  return useInfiniteQuery({
    queryKey: [...KITS_QUERY_KEY, search],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      callRoute('content.listKits', { query: { limit: 20, ...(search ? { q: search } : {}), ...(pageParam ? { cursor: pageParam } : {}) } }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useKit(id: string) {
  return useQuery({ queryKey: kitQueryKey(id), queryFn: () => callRoute('content.getKit', { params: { id } }) });
}

/** The link as the visitor opens it: absolute on this site when the server answered a path. */
export function absoluteShareUrl(link: KitShareLink): string {
  return new URL(link.url, window.location.origin).href;
}

/** A new read-only link to the kit, shared with the system sheet where there is one, else copied; resolves to the link. */
export async function shareKitLink(kitId: string, title: string): Promise<{ url: string; copied: boolean }> {
  const url = absoluteShareUrl(await callRoute('content.shareKit', { params: { id: kitId } }));
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return { url, copied: false };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { url, copied: false };
    }
  }
  await copyToClipboard(url);
  return { url, copied: true };
}
