/** Where each section starts in the video, in seconds, one after another by their timings. */
export function sectionStarts(timings: readonly number[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const timing of timings) {
    starts.push(at);
    at += Math.max(0, timing);
  }
  return starts;
}

/** The section playing at `seconds`: the last one started by then (the first before any, the last after all). */
export function sectionIndexAt(timings: readonly number[], seconds: number): number {
  if (timings.length === 0) return 0;
  const starts = sectionStarts(timings);
  let index = 0;
  for (const [candidate, start] of starts.entries()) {
    if (seconds + 1e-6 >= start) index = candidate;
  }
  return index;
}

/** m:ss for a number of seconds. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
