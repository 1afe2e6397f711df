import type { FastifyReply } from 'fastify';
import type { ExportedFile } from '../domain/export-posting-plan.ts';
import { attachmentHeader } from '../domain/kit-export/file-names.ts';

/** A download: the file's type and length, named by Content-Disposition, never cached. */
export function sendFile(reply: FastifyReply, file: ExportedFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.body.length))
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
