export const stageIntervalMs = 1200;

/**
 * What the server works through, in order. The request gives no progress of its own, so the screen
 * moves through these on a timer and holds on the last until the answer arrives.
 */
export function generationStages(includeVideo: boolean): string[] {
  return [
    'Reading your website',
    'Analysing your snippets and brand colours',
    'Writing social posts, emails and ads',
    'Scoring every post for viral potential',
    'Designing your flyers',
    ...(includeVideo ? ['Building your video slideshow'] : []),
  ];
}

/** The stage shown after `elapsedMs`: one per interval, never past the last. */
export function currentStageIndex(elapsedMs: number, stageCount: number): number {
  return Math.min(Math.max(0, stageCount - 1), Math.floor(Math.max(0, elapsedMs) / stageIntervalMs));
}
