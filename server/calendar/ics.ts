/**
 * iCalendar (RFC 5545) text for a published calendar of all-day events. Pure: no I/O, no clock;
 * the feed route (./routes.ts) supplies the events and the moment of publication.
 */
import { addDays, type Day } from '../../src/schema/contract-dates';

/** RFC 5545 section 3.1: a content line is at most 75 octets (excluding the CRLF) before it is folded. */
const LINE_OCTETS = 75;
const CRLF = '\r\n';

export interface CalendarEvent {
  /** Globally unique and stable across refreshes, so clients update an event instead of adding one. */
  uid: string;
  /** The event's day, 'YYYY-MM-DD'. */
  day: Day;
  summary: string;
  description: string;
  url: string;
}

export interface Calendar {
  prodId: string;
  name: string;
  /** When this copy of the calendar was made (DTSTAMP of every event). */
  stamp: Date;
  events: readonly CalendarEvent[];
}

/** The UTF-8 length of one code point. */
const octetsOf = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
};

/**
 * Folds a content line into pieces of at most 75 octets, each continuation starting with one
 * space (which counts). Splits between code points only, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char);
    const room = pieces.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

/**
 * A TEXT value (RFC 5545 section 3.3.11): backslash, semicolon and comma escaped, every line break as `\n`. Other
 * control characters are not allowed in a content line, so they are dropped.
 */
export const escapeText = (value: string): string =>
  value
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');

/** A DATE value: '2026-04-14' → '20260414'. */
export const icsDate = (day: Day): string => day.replaceAll('-', '');

/** A DATE-TIME value in UTC: '20260414T101500Z'. */
export const icsTimestamp = (at: Date): string => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

const eventLines = (event: CalendarEvent, stamp: string): string[] => [
  'BEGIN:VEVENT',
  `UID:${escapeText(event.uid)}`,
  `DTSTAMP:${stamp}`,
  `DTSTART;VALUE=DATE:${icsDate(event.day)}`,
  // All-day: DTEND is exclusive, so the next day.
  `DTEND;VALUE=DATE:${icsDate(addDays(event.day, 1))}`,
  `SUMMARY:${escapeText(event.summary)}`,
  `DESCRIPTION:${escapeText(event.description)}`,
  `URL:${event.url}`,
  // A deadline takes no time: it should not show the day as busy.
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
];

/** The whole VCALENDAR object: folded lines, each ending in CRLF. */
export function renderCalendar(calendar: Calendar): string {
  const stamp = icsTimestamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // How often subscribers should fetch again (RFC 7986, and its older Outlook name).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}
