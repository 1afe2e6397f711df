import type { PostingPlan, PostingPlanPost } from '@sitespark/contracts';
import { formatDay } from '../../lib/format-date.ts';

/** YYYY-MM-DD dates and wall-clock times of the plan's time zone, computed in the browser with Intl. */

function partsAt(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute), second: Number(parts.second) };
}

/** The UTC instant of a wall-clock time in the zone (the offset taken twice, so a daylight-saving change is crossed right). */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const offset = (at: number) => {
    const p = partsAt(new Date(at), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
  };
  const first = naive - offset(naive);
  return new Date(naive - offset(first));
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Monday-first weekday index (0-6) of a date. */
export function weekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

export function planDates(plan: Pick<PostingPlan, 'start' | 'days'>): string[] {
  return Array.from({ length: plan.days }, (_, index) => addDays(plan.start, index));
}

/** The plan's posts by local date, in time order. */
export function postsByDate(plan: PostingPlan): Map<string, PostingPlanPost[]> {
  const byDate = new Map<string, PostingPlanPost[]>();
  for (const post of plan.posts) {
    const date = post.local.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), post]);
  }
  return byDate;
}

/** Weeks (Monday to Sunday) covering the plan; dates outside it are null. */
export function planWeeks(plan: Pick<PostingPlan, 'start' | 'days'>): Array<Array<string | null>> {
  const dates = planDates(plan);
  const first = addDays(plan.start, -weekday(plan.start));
  const weeks: Array<Array<string | null>> = [];
  for (let monday = first; monday <= dates.at(-1)!; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => {
      const date = addDays(monday, index);
      return dates.includes(date) ? date : null;
    }));
  }
  return weeks;
}

/** Rows of seven days counted from the plan's first day (the week view); days past its end are null. */
export function planRows(plan: Pick<PostingPlan, 'start' | 'days'>): Array<Array<string | null>> {
  const dates = planDates(plan);
  return Array.from({ length: Math.ceil(dates.length / 7) }, (_, row) => Array.from({ length: 7 }, (_, index) => dates[row * 7 + index] ?? null));
}

/** The post moved to another day at the same wall-clock time, as the ISO instant PATCH takes. */
export function movedTo(post: PostingPlanPost, date: string, timeZone: string): string {
  return instantAt(date, post.local.slice(11, 16), timeZone).toISOString();
}

/** A plan day's label, in the app's one date format. */
export const dayLabel = formatDay;
