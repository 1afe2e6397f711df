import type { SiteCorrection } from '@sitespark/contracts';
import type { SiteCorrectionRecord } from '../persistence/site-correction-entity.ts';

/** A kept correction as the routes answer it. */
export function toSiteCorrection(record: SiteCorrectionRecord): SiteCorrection {
  return {
    id: record.id,
    site: record.site,
    field: record.field,
    action: record.action,
    target: record.target,
    value: record.value ? { text: record.value.text, detail: record.value.detail ?? null, price: record.value.price ?? null } : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
