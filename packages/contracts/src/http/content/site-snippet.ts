import { z } from 'zod';
import { Timestamp } from '../../common.ts';

/** An image data URL, a web address, or a stored object of ours (a reused saved snippet). */
const SnippetImage = z
  .string()
  .regex(/^(data:image\/|https?:\/\/|\/api\/media\/)/, 'Snippet image must be an image or an image address');

/** One uploaded screenshot of the site with what it shows. */
export const SiteSnippet = z.object({
  image: SnippetImage,
  description: z.string().max(2000),
  originalFileName: z.string().max(255).optional(),
});
export type SiteSnippet = z.infer<typeof SiteSnippet>;

/** A snippet kept for reuse ('Recently Used Snippets'). */
export const SavedSnippet = z.object({
  id: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  originalFileName: z.string().nullable(),
  createdAt: Timestamp,
});
export type SavedSnippet = z.infer<typeof SavedSnippet>;

export const SavedSnippetList = z.array(SavedSnippet);
export type SavedSnippetList = z.infer<typeof SavedSnippetList>;

/** Text fields of POST /api/saved-snippets; the file is the `image` part. */
export const SavedSnippetUploadFields = z.object({
  description: z.string().max(2000).default(''),
  originalFileName: z.string().max(255).optional(),
});
export type SavedSnippetUploadFields = z.infer<typeof SavedSnippetUploadFields>;
