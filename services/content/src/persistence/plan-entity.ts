import { EntitySchema } from 'typeorm';

const integer = { to: (v: number) => v, from: (v: string | number) => Number(v) };

export interface StoredPlanPost {
  id: string;
  network: string;
  /** ISO 8601 instant in UTC. */
  at: string;
  text: string;
  origin: 'kit' | 'variation' | 'edited';
  kitPath: string | null;
  claims: unknown[];
}

export interface PlanRecord {
  id: string;
  userId: string;
  kitId: string;
  siteName: string;
  start: string;
  days: number;
  networks: string[];
  perDay: number;
  timezone: string;
  posts: StoredPlanPost[];
  notices: string[];
  createdAt: Date;
  updatedAt: Date;
}

export const PlanRecord = new EntitySchema<PlanRecord>({
  name: 'PlanRecord',
  tableName: 'plans',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    userId: { type: 'uuid', name: 'user_id' },
    kitId: { type: 'uuid', name: 'kit_id' },
    siteName: { type: 'text', name: 'site_name' },
    start: { type: 'text', name: 'start_date' },
    days: { type: 'integer', transformer: integer },
    networks: { type: 'jsonb' },
    perDay: { type: 'integer', name: 'per_day', transformer: integer },
    timezone: { type: 'text' },
    posts: { type: 'jsonb' },
    notices: { type: 'jsonb' },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});
