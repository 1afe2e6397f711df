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
  createdAt: Date;
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
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
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
