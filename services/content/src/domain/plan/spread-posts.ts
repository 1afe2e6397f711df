import type { PlanNetwork, PlanPostOrigin } from '@sitespark/contracts';
import { postingHours } from './good-hours.ts';
import { addDays, instantOf } from './time-zones.ts';

export interface PlanCandidate {
  text: string;
  origin: PlanPostOrigin;
  kitPath: string | null;
}

export interface PlanSlotInput {
  start: string;
  days: number;
  networks: readonly PlanNetwork[];
  perDay: number;
  timezone: string;
}

export interface ScheduledPost extends PlanCandidate {
  network: PlanNetwork;
  at: Date;
}

/** Every (network, instant) slot of the plan: each day, each network's good hours in the plan's time zone. */
export function planSlots(input: PlanSlotInput): Array<{ network: PlanNetwork; at: Date }> {
  const slots: Array<{ network: PlanNetwork; at: Date }> = [];
  for (let offset = 0; offset < input.days; offset++) {
    const day = addDays(input.start, offset);
    for (const network of input.networks) {
      for (const hour of postingHours(network, input.perDay)) {
        slots.push({ network, at: instantOf({ year: day.year, month: day.month, day: day.day, hour, minute: 0 }, input.timezone) });
      }
    }
  }
  return slots;
}

/**
 * Puts each network's candidates, in the order given (the kit's best first, then variations), into
 * that network's slots in time order; a text is used once across the whole plan. Slots left over
 * when a network runs out of texts stay empty and are counted.
 */
export function spreadPosts(input: PlanSlotInput, candidates: Partial<Record<PlanNetwork, PlanCandidate[]>>): { posts: ScheduledPost[]; emptySlots: Partial<Record<PlanNetwork, number>> } {
  const used = new Set<string>();
  const queues = new Map<PlanNetwork, PlanCandidate[]>();
  for (const network of input.networks) {
    const queue: PlanCandidate[] = [];
    for (const candidate of candidates[network] ?? []) {
      const key = candidate.text.trim();
      if (!key || used.has(key)) continue;
      used.add(key);
      queue.push(candidate);
    }
    queues.set(network, queue);
  }
  const posts: ScheduledPost[] = [];
  const emptySlots: Partial<Record<PlanNetwork, number>> = {};
  for (const slot of planSlots(input)) {
    const next = queues.get(slot.network)!.shift();
    if (next) posts.push({ ...next, network: slot.network, at: slot.at });
    else emptySlots[slot.network] = (emptySlots[slot.network] ?? 0) + 1;
  }
  posts.sort((a, b) => a.at.getTime() - b.at.getTime() || input.networks.indexOf(a.network) - input.networks.indexOf(b.network));
  return { posts, emptySlots };
}
