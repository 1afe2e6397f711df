import { contentRoutes, SavedSnippetUploadFields } from '@sitespark/contracts';
import { AppError, bindRoute, type ObjectStore, type ServiceApp } from '@sitespark/service-kit';
import { listSavedSnippets } from '../domain/list-saved-snippets.ts';
import { saveSnippet } from '../domain/save-snippet.ts';
import type { ContentStorageRepository } from '../persistence/content-storage-repository.ts';
import type { SnippetRepository } from '../persistence/snippet-repository.ts';

export interface SnippetRouteDeps {
  snippets: SnippetRepository;
  store: ObjectStore;
  /** The user's storage as media counted it: a snippet is refused at the limit. */
  storage?: Pick<ContentStorageRepository, 'usageOf'>;
  /** Announces the user's content bytes to media after the snippet was stored (never rejects). */
  contentStorageChanged?: (userId: string) => Promise<void>;
}

const imageField = contentRoutes.saveSnippet.files.image;
const maxMegabytes = imageField.maxBytes / (1024 * 1024);

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || (error as { statusCode?: number } | null)?.statusCode === 413;
}

export function registerSnippetRoutes(app: ServiceApp, deps: SnippetRouteDeps): void {
  bindRoute(app, contentRoutes.saveSnippet, async ({ identity, request, reply }) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the snippet as multipart/form-data with an image part');
    const fields: Record<string, string> = {};
    let image: Buffer | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: imageField.maxBytes, files: imageField.maxCount, fields: 10, fieldSize: 8 * 1024 } })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'image' && !image) image = bytes;
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${maxMegabytes} MB`);
      throw error;
    }
    if (!image || image.length === 0) throw new AppError('BAD_REQUEST', 'Choose an image to save as a snippet');
    const parsed = SavedSnippetUploadFields.safeParse(fields);
    if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid snippet fields');
    const saved = await saveSnippet(deps, { userId: identity.userId, image, fields: parsed.data });
    request.log.info({ userId: identity.userId, snippetId: saved.id }, 'snippet saved');
    await deps.contentStorageChanged?.(identity.userId);
    return reply.status(201).send(saved);
  });

  bindRoute(app, contentRoutes.listSavedSnippets, async ({ identity }) => listSavedSnippets(deps, { userId: identity.userId }));
}
