import type { KitList, KitListQuery } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { KitListPosition, KitRepository } from '../persistence/kit-repository.ts';
import type { KeptKit } from './get-kit.ts';
import { cleanKitLine } from './kit-paths.ts';
import { toKitSummary } from './kit-view.ts';

export interface ListKitsDeps {
  kits: Pick<KitRepository, 'list'>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL's text form of a timestamptz: 2026-01-01 10:00:04.123456+00. */
const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** The cursor is opaque to clients: the last row's exact creation time and id, base64url-encoded. */
export function encodeKitCursor(position: KitListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAtExact, position.id])).toString('base64url');
}

export function decodeKitCursor(cursor: string): KitListPosition {
  const invalid = () => new AppError('VALIDATION', 'The page cursor is not valid: start again from the first page');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [createdAtExact, id] = parsed as unknown[];
  if (typeof createdAtExact !== 'string' || typeof id !== 'string' || !uuid.test(id) || !timestamp.test(createdAtExact)) throw invalid();
  return { createdAtExact, id };
}

/** The user's kits, newest first, one page at a time; `q` searches the kit's name, the site's name and its address. */
export async function listKits(deps: ListKitsDeps, input: { userId: string; query: KitListQuery }): Promise<KitList> {
  const { cursor, q, limit } = input.query;
  const search = q ? cleanKitLine(q) : '';
  const rows = await deps.kits.list(input.userId, {
    search: search || null,
    after: cursor ? decodeKitCursor(cursor) : null,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toKitSummary({ ...row, type: row.siteType, language: row.language as KeptKit['language'], thumbnail: row.thumbnailUrl })),
    nextCursor: rows.length > limit && last ? encodeKitCursor(last) : null,
  };
}
