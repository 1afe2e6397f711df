import { EntitySchema } from 'typeorm';
import type { SiteCorrectionAction, SiteCorrectionField, SiteCorrectionValue } from '@sitespark/contracts';

/** One correction an owner made to what was read from a site; kept per user and site (host without www.). */
export interface SiteCorrectionRecord {
  id: string;
  userId: string;
  site: string;
  /** What makes two corrections the same one (siteCorrectionKey): a later one replaces the earlier. */
  key: string;
  field: SiteCorrectionField;
  action: SiteCorrectionAction;
  target: string | null;
  value: SiteCorrectionValue | null;
  createdAt: Date;
  updatedAt: Date;
}

export const SiteCorrectionRecord = new EntitySchema<SiteCorrectionRecord>({
  name: 'SiteCorrectionRecord',
  tableName: 'site_corrections',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    userId: { type: 'uuid', name: 'user_id' },
    site: { type: 'text' },
    key: { type: 'text' },
    field: { type: 'text' },
    action: { type: 'text' },
    target: { type: 'text', nullable: true },
    value: { type: 'jsonb', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});
