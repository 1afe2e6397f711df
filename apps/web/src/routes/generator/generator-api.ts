import { useQuery } from '@tanstack/react-query';
import { ExportVideoResponse } from '@sitespark/contracts';
import type { ExportVideoRequest, GeneratedKit, GenerationRequest, SavedSnippet } from '@sitespark/contracts';
import { callRoute } from '../../api/call-route.ts';
import { routeUrl } from '../../api/route-url.ts';
import { readApiFailure } from '../../lib/api-error.ts';
import { runRenderJob, type ProgressListener } from '../video-studio/shared/render-job.ts';

export const SAVED_SNIPPETS_QUERY_KEY = [routeUrl('content.listSavedSnippets')] as const;
export const MUSIC_QUERY_KEY = [routeUrl('media.listMusic')] as const;

export function useSavedSnippets() {
  return useQuery({ queryKey: SAVED_SNIPPETS_QUERY_KEY, queryFn: () => callRoute('content.listSavedSnippets') });
}

export function useMusicLibrary() {
  return useQuery({ queryKey: MUSIC_QUERY_KEY, queryFn: () => callRoute('media.listMusic') });
}

/** The server's own words for a failed call, when it gave any. */
export function serverMessage(error: unknown): string | null {
  const failure = readApiFailure(error);
  if (failure) return failure.message ?? `The server answered ${failure.status}.`;
  if (error instanceof TypeError) return 'The server could not be reached.';
  return null;
}

/** The server could not read the website (422 PAGE_UNREADABLE): its sentence, and the address it was asked for. */
export type UnreadablePage = { message: string; url: string };

export function unreadablePage(error: unknown, url: string): UnreadablePage | null {
  const failure = readApiFailure(error);
  return failure?.code === 'PAGE_UNREADABLE' && failure.message ? { message: failure.message, url } : null;
}

export type SnippetUpload = { file: Blob; description: string; originalFileName: string };

/** Spec section 8: a failed save throws 'Failed to save snippet' (the server's reason is its cause). */
export async function saveSnippet({ file, description, originalFileName }: SnippetUpload): Promise<SavedSnippet> {
  const form = new FormData();
  form.append('description', description);
  form.append('originalFileName', originalFileName);
  form.append('image', file, originalFileName);
  try {
    return await callRoute('content.saveSnippet', { body: form });
  } catch (cause) {
    throw new Error('Failed to save snippet', { cause });
  }
}

/** Spec section 8: a failed generation throws 'Failed to generate content'. */
export async function generateContent(request: GenerationRequest): Promise<GeneratedKit> {
  try {
    return await callRoute('content.generate', { body: request });
  } catch (cause) {
    throw new Error('Failed to generate content', { cause });
  }
}

/**
 * The MP4's address, or an error carrying the server's text ('Export failed' when it gave none).
 * The render job's progress is reported to `onProgress` while it renders, as in the studios.
 */
export async function exportVideo(request: ExportVideoRequest, onProgress?: ProgressListener): Promise<string> {
  let answer;
  try {
    answer = await runRenderJob({
      url: routeUrl('render.exportVideo'),
      body: request,
      parse: (json) => ExportVideoResponse.parse(json),
      ...(onProgress ? { onProgress } : {}),
    });
  } catch (cause) {
    throw new Error(serverMessage(cause) ?? 'Export failed', { cause });
  }
  if (!answer.success || !answer.videoUrl) throw new Error(answer.error?.trim() || 'Export failed');
  return answer.videoUrl;
}
