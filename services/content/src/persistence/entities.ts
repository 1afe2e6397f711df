import { EntitySchema } from 'typeorm';

const integer = { to: (v: number) => v, from: (v: string | number) => Number(v) };

export interface GenerationRecord {
  id: string;
  userId: string;
  url: string;
  siteName: string;
  generator: string;
  /** The request without image bytes: prompt, audience, video flag, snippet descriptions and image URLs. */
  request: Record<string, unknown>;
  /** The kit as answered to the user. */
  result: Record<string, unknown>;
  /** Model tokens (in + out) this kit cost; 0 for the built-in writer. */
  modelTokens: number;
  /** The kit's name as the user sees it in "Your kits" (the site's name until renamed). */
  name: string;
  siteType: string;
  language: string;
  /** A flyer or snippet image address for the kit list, or null. */
  thumbnailUrl: string | null;
  /** The site model the kit was written from, so pieces can be rewritten and re-scored later; null for kits kept before it was stored. */
  siteModel: Record<string, unknown> | null;
  /** The kit with the user's edits and regenerations applied; null while it is still exactly `result`. */
  content: Record<string, unknown> | null;
  /** How many revisions the kit has (0 as generated). */
  revision: number;
  /** The stored objects the kit wrote (flyers, uploaded snippet images), deleted with it. */
  objectKeys: string[];
  createdAt: Date;
  updatedAt: Date;
}

export const GenerationRecord = new EntitySchema<GenerationRecord>({
  name: 'GenerationRecord',
  tableName: 'generations',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    userId: { type: 'uuid', name: 'user_id' },
    url: { type: 'text' },
    siteName: { type: 'text', name: 'site_name' },
    generator: { type: 'text' },
    request: { type: 'jsonb' },
    result: { type: 'jsonb' },
    modelTokens: { type: 'integer', name: 'model_tokens', default: 0, transformer: integer },
    name: { type: 'text' },
    siteType: { type: 'text', name: 'site_type' },
    language: { type: 'text' },
    thumbnailUrl: { type: 'text', name: 'thumbnail_url', nullable: true },
    siteModel: { type: 'jsonb', name: 'site_model', nullable: true },
    content: { type: 'jsonb', nullable: true },
    revision: { type: 'integer', default: 0, transformer: integer },
    objectKeys: { type: 'jsonb', name: 'object_keys', default: () => "'[]'::jsonb" },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', default: () => 'now()' },
  },
});

/** One change to a kept kit: an edit, a regeneration or a rename, with every path's old and new value. */
export interface KitRevisionRecord {
  id: string;
  kitId: string;
  userId: string;
  number: number;
  kind: 'edit' | 'regenerate' | 'rename';
  changes: Array<{ path: string; oldValue: string; newValue: string }>;
  instruction: string | null;
  /** Model tokens (in + out) a regeneration by the model cost; 0 otherwise. */
  modelTokens: number;
  createdAt: Date;
}

export const KitRevisionRecord = new EntitySchema<KitRevisionRecord>({
  name: 'KitRevisionRecord',
  tableName: 'kit_revisions',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    kitId: { type: 'uuid', name: 'kit_id' },
    userId: { type: 'uuid', name: 'user_id' },
    number: { type: 'integer', transformer: integer },
    kind: { type: 'text' },
    changes: { type: 'jsonb' },
    instruction: { type: 'text', nullable: true },
    modelTokens: { type: 'integer', name: 'model_tokens', default: 0, transformer: integer },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
  },
});

/** A read-only link to a kit; only the token's SHA-256 is kept. */
export interface KitShareRecord {
  id: string;
  kitId: string;
  userId: string;
  tokenHash: string;
  createdAt: Date;
  revokedAt: Date | null;
}

export const KitShareRecord = new EntitySchema<KitShareRecord>({
  name: 'KitShareRecord',
  tableName: 'kit_shares',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    kitId: { type: 'uuid', name: 'kit_id' },
    userId: { type: 'uuid', name: 'user_id' },
    tokenHash: { type: 'text', name: 'token_hash' },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    revokedAt: { type: 'timestamptz', name: 'revoked_at', nullable: true },
  },
});

export interface SavedSnippetRecord {
  id: string;
  userId: string;
  objectKey: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  description: string;
  originalFileName: string | null;
  createdAt: Date;
}

export const SavedSnippetRecord = new EntitySchema<SavedSnippetRecord>({
  name: 'SavedSnippetRecord',
  tableName: 'saved_snippets',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    userId: { type: 'uuid', name: 'user_id' },
    objectKey: { type: 'text', name: 'object_key' },
    contentType: { type: 'text', name: 'content_type' },
    width: { type: 'integer', transformer: integer },
    height: { type: 'integer', transformer: integer },
    byteSize: { type: 'integer', name: 'byte_size', transformer: integer },
    description: { type: 'text' },
    originalFileName: { type: 'text', name: 'original_file_name', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
  },
});
