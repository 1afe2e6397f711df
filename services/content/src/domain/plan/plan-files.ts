import { stringify } from 'csv-stringify/sync';
import { createEvents, type EventAttributes } from 'ics';
import { kitPlatformOfNetwork, type PlanNetwork } from '@sitespark/contracts';
import { cleanLine, cleanText } from '@sitespark/service-kit';
import { wallTimeAt } from './time-zones.ts';

export interface PlanFilePost {
  id: string;
  network: PlanNetwork;
  at: string;
  text: string;
}

export interface PlanFileInput {
  siteName: string;
  timezone: string;
  posts: readonly PlanFilePost[];
}

/** How long a post's calendar event lasts: a reminder slot, not a meeting. */
const eventMinutes = 15;

/** A name as one line, without bidirectional overrides: a site could name itself "\u202Eevil" to be shown reversed. */
const nameLine = (text: string) => cleanLine(text).replace(/\s+/g, ' ').trim();
/** A text as it may be shown, its line ends one kind: a lone CR would end the content line in some readers. */
const shownText = (text: string) => cleanText(text).replace(/\r\n?/g, '\n');
/**
 * RFC 5545 3.3.11 TEXT escaping, which the ics package does for SUMMARY and DESCRIPTION but not for
 * the calendar's name (X-WR-CALNAME): backslash, semicolon and comma; the name is one line already.
 */
const icsText = (text: string) => text.replace(/[\\;,]/g, '\\$&');

/** The plan as iCalendar: one event per post, the network in the summary and the post's text in the description. */
export function planToIcs(plan: PlanFileInput): string {
  if (plan.posts.length === 0) throw new Error('A calendar needs at least one post');
  const siteName = nameLine(plan.siteName);
  const events: EventAttributes[] = plan.posts.map((post) => ({
    uid: `${post.id}@sitespark`,
    start: new Date(post.at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: eventMinutes },
    title: `${kitPlatformOfNetwork[post.network]} post: ${siteName}`,
    description: shownText(post.text),
    categories: [kitPlatformOfNetwork[post.network]],
    status: 'TENTATIVE',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  }));
  const { error, value } = createEvents(events, { productId: 'sitespark/posting-plan', calName: icsText(`${siteName} posting plan`) });
  if (error || !value) throw error ?? new Error('The calendar could not be written');
  return foldLines(value);
}

/** RFC 5545 3.1: content lines of at most 75 octets (the library folds by characters), never splitting a character. */
function foldLines(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char);
        // Continuation lines begin with a space, which counts toward their 75.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/**
 * A cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return; a line feed too, since a lone CR is written as one), prefixed with a single quote as
 * OWASP's CSV-injection guidance says: the file is often opened in a spreadsheet before it is
 * uploaded. docs/exports.md says what this costs a post.
 */
const formulaStart = /^[=+\-@\t\r\n]/;
const inertCell = (cell: string) => (formulaStart.test(cell) ? `'${cell}` : cell);

/**
 * Hootsuite's bulk composer layout (Publisher > Bulk composer): no header row, three columns per
 * post: the date and time as MM/DD/YYYY HH:mm (24-hour) on the plan's wall clock (choose that date
 * format and set Hootsuite's time zone to the plan's on upload), the message, and an optional link
 * (left empty: the kit's posts carry their link in the text). Hootsuite sends every row to every
 * profile chosen on upload, hence `network` to export one network's posts.
 */
export function planToHootsuiteCsv(plan: PlanFileInput, network?: PlanNetwork): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const rows = plan.posts
    .filter((post) => !network || post.network === network)
    .map((post) => {
      const wall = wallTimeAt(new Date(post.at), plan.timezone);
      return [`${pad(wall.month)}/${pad(wall.day)}/${wall.year} ${pad(wall.hour)}:${pad(wall.minute)}`, shownText(post.text), ''].map(inertCell);
    });
  return stringify(rows, { quoted_match: /[\s\S]/u, record_delimiter: 'windows' });
}
