import { AppError, errorStatus, FetchFailedError, isAppError, type ErrorCode } from '@sitespark/service-kit';
import type { RenderJobKind } from '@sitespark/contracts';
import type { JobFailure, RenderJobState } from '../persistence/render-job-repository.ts';

/** The spec's wording (section 8) for a render that failed on our side. */
export const failureMessages: Record<RenderJobKind, string> = {
  'free-video': 'Failed to generate free video',
  'custom-images': 'Failed to generate video',
  'export-video': 'Failed to export video. Please try again.',
  'generate-video-file': 'Failed to generate video',
  'convert-to-video': 'Conversion Failed: Unable to convert to video. You can still download the HTML version.',
  'professional-video': 'Failed to generate professional video',
};

export interface ClassifiedFailure extends JobFailure {
  /** Bad input fails at once; anything else is tried again up to the attempt limit. */
  permanent: boolean;
}

/** How a job's error is reported: a user's mistake keeps its message and 4xx, our failure is generic. */
export function classifyJobError(error: unknown, kind: RenderJobKind): ClassifiedFailure {
  if (isAppError(error) && error.status < 500) return { message: error.message, status: error.status, permanent: true };
  if (error instanceof FetchFailedError) {
    return { message: 'The website could not be reached. Please check the URL and try again.', status: errorStatus.UNPROCESSABLE, permanent: true };
  }
  return { message: failureMessages[kind], status: errorStatus.INTERNAL, permanent: false };
}

const codeByStatus = new Map<number, ErrorCode>(
  (Object.entries(errorStatus) as Array<[ErrorCode, number]>).reverse().map(([code, status]) => [status, code]),
);

/** The AppError a route answers a failed job with. */
export function jobFailureError(job: Pick<RenderJobState, 'kind' | 'error' | 'errorStatus'>): AppError {
  const status = job.errorStatus ?? errorStatus.INTERNAL;
  return new AppError(codeByStatus.get(status) ?? 'INTERNAL', job.error ?? failureMessages[job.kind]);
}
