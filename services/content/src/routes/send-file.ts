import type { FastifyReply } from 'fastify';
import type { StreamedFile } from '../domain/export-kit.ts';
import type { ExportedFile } from '../domain/export-posting-plan.ts';
import { attachmentHeader } from '../domain/kit-export/file-names.ts';

/** A download: the file's type and length, named by Content-Disposition, never cached. */
export function sendFile(reply: FastifyReply, file: ExportedFile | StreamedFile): FastifyReply {
  // A streamed file's length is known only once it is written, so it goes out chunked.
  if ('body' in file) reply.header('content-length', String(file.body.length));
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send('body' in file ? file.body : file.stream);
}
