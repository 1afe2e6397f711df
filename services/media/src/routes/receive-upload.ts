import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { RouteContract } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: { path: string; size: number } | null;
  /** A directory of this request's own for derived files; removed with the upload. */
  workDir: string;
}

const maxFields = 10;
const maxFieldBytes = 10_000;

function multipartFailure(error: unknown, tooLarge: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    case 'FST_FILES_LIMIT':
      return new AppError('BAD_REQUEST', 'Please upload one file at a time.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('BAD_REQUEST', 'The upload has too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data upload.');
    default:
      return error;
  }
}

/**
 * Streams a multipart upload of one route to a private temporary directory (never into memory),
 * enforcing the contract's file field, size limit and body limit, runs `handle` with it, and
 * always removes the directory afterwards, whatever happened.
 */
export async function receiveUpload<T>(
  request: FastifyRequest,
  upload: { route: RouteContract; fileField: string; tooLarge: string },
  handle: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const { route, fileField, tooLarge } = upload;
  const limit = route.files?.[fileField]?.maxBytes;
  if (limit === undefined) throw new Error(`${route.id} declares no file field ${fileField}`);
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data upload.');
  const declaredLength = Number(request.headers['content-length']);
  if (route.bodyLimitBytes !== undefined && Number.isFinite(declaredLength) && declaredLength > route.bodyLimitBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  }

  const workDir = await mkdtemp(path.join(tmpdir(), 'sitespark-upload-'));
  try {
    const fields: Record<string, string> = {};
    let file: ReceivedUpload['file'] = null;
    try {
      const parts = request.parts({ limits: { fileSize: limit, files: 1, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFields + 1 } });
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== fileField) {
            part.file.resume();
            throw new AppError('BAD_REQUEST', `Unexpected file field '${part.fieldname}': send the file as '${fileField}'.`);
          }
          const target = path.join(workDir, 'upload');
          await pipeline(part.file, createWriteStream(target, { flags: 'wx' }));
          if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
          file = { path: target, size: (await stat(target)).size };
        } else {
          if (part.valueTruncated) throw new AppError('BAD_REQUEST', `The field '${part.fieldname}' is too long.`);
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      throw multipartFailure(error, tooLarge);
    }
    return await handle({ fields, file, workDir });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
