import type { PlanNetwork } from '@sitespark/contracts';

/**
 * Good local hours to post on each network, best first (a plan with two posts a day takes the
 * first two). A rule of thumb from the posting-time guides schedulers publish (weekday mornings,
 * lunch and the end of the working day; Instagram later into the evening), the same every day of
 * the week. Documented in docs/exports.md.
 */
export const goodPostingHours: Record<PlanNetwork, readonly [number, number, number]> = {
  twitter: [9, 12, 17],
  facebook: [13, 9, 15],
  linkedin: [8, 12, 17],
  instagram: [11, 19, 14],
};

/** The first `perDay` good hours of a network, in the order of the day. */
export function postingHours(network: PlanNetwork, perDay: number): number[] {
  return goodPostingHours[network].slice(0, perDay).sort((a, b) => a - b);
}
