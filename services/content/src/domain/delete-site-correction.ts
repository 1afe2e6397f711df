import { AppError } from '@sitespark/service-kit';
import type { SiteCorrectionRepository } from '../persistence/site-correction-repository.ts';

export interface DeleteSiteCorrectionDeps {
  corrections: Pick<SiteCorrectionRepository, 'remove'>;
}

/** Withdraws one of the user's corrections: the fact reads as the site says again. Someone else's is "not found" alike. */
export async function deleteSiteCorrection(deps: DeleteSiteCorrectionDeps, input: { userId: string; id: string }): Promise<void> {
  if (!(await deps.corrections.remove(input.userId, input.id))) throw new AppError('NOT_FOUND', 'Correction not found');
}
