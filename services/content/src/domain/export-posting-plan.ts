import type { PlanExportQuery, PlanNetwork } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { PlanRepository } from '../persistence/plan-repository.ts';
import { findOwnedPlan } from './get-posting-plan.ts';
import { safeSlug } from './kit-export/file-names.ts';
import { planToHootsuiteCsv, planToIcs } from './plan/plan-files.ts';

export interface ExportedFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The plan as an .ics calendar or a Hootsuite bulk-composer CSV, named from the site. */
export async function exportPostingPlan(deps: { plans: Pick<PlanRepository, 'findOwned'> }, input: { userId: string; planId: string; query: PlanExportQuery }): Promise<ExportedFile> {
  const plan = await findOwnedPlan(deps, input);
  const { format, network } = input.query;
  const posts = plan.posts.filter((post) => !network || post.network === network);
  if (posts.length === 0) throw new AppError('VALIDATION', network ? `This plan has no ${network} posts to export` : 'This plan has no posts to export');
  const file = { siteName: plan.siteName, timezone: plan.timezone, posts: posts.map((post) => ({ ...post, network: post.network as PlanNetwork })) };
  const base = `${safeSlug(plan.siteName)}-posting-plan${network ? `-${network}` : ''}`;
  if (format === 'ics') return { fileName: `${base}.ics`, contentType: 'text/calendar; charset=utf-8', body: Buffer.from(planToIcs(file), 'utf8') };
  return { fileName: `${base}-hootsuite.csv`, contentType: 'text/csv; charset=utf-8', body: Buffer.from(planToHootsuiteCsv(file, network), 'utf8') };
}
