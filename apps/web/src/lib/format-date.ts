/**
 * Every date and time the app shows, in one format: "Nov 29, 2026, 4:01 AM" in the viewer's own
 * time zone. The app speaks English, so the month names and the 12-hour clock are English too
 * (a month name is never read the wrong way round, unlike 11/12/2026).
 */
const LOCALE = 'en-US';

type When = string | number | Date;

// A formatter is made per call, not once: it fixes the time zone it was made in.
const format = (when: When, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, options).format(when instanceof Date ? when : new Date(when));

/** "Nov 29, 2026, 4:01 AM". */
export function formatDateTime(when: When): string {
  return format(when, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Nov 29, 2026". */
export function formatDate(when: When): string {
  return format(when, { dateStyle: 'medium' });
}

/** "4:01 AM". */
export function formatTime(when: When): string {
  return format(when, { timeStyle: 'short' });
}

/** "12:00 AM UTC": for a moment the server counts in UTC (a daily limit's reset). */
export function formatUtcTime(when: When): string {
  return `${format(when, { timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}

/** A calendar day ("2026-11-29") as "Sun, Nov 29" (or with other parts), whatever the viewer's time zone. */
export function formatDay(date: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format(Date.UTC(year, month - 1, day), { ...options, timeZone: 'UTC' });
}
