/** iCalendar text (RFC 5545): TEXT escaping, line folding at 75 octets, dates, and a whole calendar. */
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  type CalendarEvent,
  escapeText,
  foldLine,
  icsDate,
  icsTimestamp,
  renderCalendar,
} from '../../server/calendar/ics';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
/** RFC 5545 section 3.1 unfolding: a CRLF followed by one space disappears. */
const unfold = (text: string) => text.replaceAll('\r\n ', '');

/** Every piece of a folded line fits 75 octets and is whole UTF-8 on its own. */
function expectFolded(folded: string, original: string) {
  const pieces = folded.split('\r\n');
  for (const [index, piece] of pieces.entries()) {
    expect(octets(piece)).toBeLessThanOrEqual(75);
    if (index > 0) expect(piece).toMatch(/^ /);
    // A piece cut inside a character (a lone surrogate) would not survive a round trip through its
    // own bytes: it comes back as U+FFFD. (Not "contains no U+FFFD": a text may hold that character.)
    expect(Buffer.from(piece, 'utf8').toString('utf8')).toBe(piece);
  }
  expect(unfold(folded)).toBe(original);
}

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes every line break as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('een\ntwee\r\ndrie\rvier')).toBe('een\\ntwee\\ndrie\\nvier');
    expect(escapeText('Opzeggen: 1 maand, schriftelijk; "aangetekend"')).toBe(
      'Opzeggen: 1 maand\\, schriftelijk\\; "aangetekend"',
    );
  });

  it('keeps tabs and colons, drops other control characters', () => {
    expect(escapeText('a\tb:c\u0000d\u0007e\u001bf\u007f')).toBe('a\tb:cdef');
  });

  it('leaves nothing a parser would read differently', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeText(text);
        expect(escaped).not.toMatch(/[\r\n]/);
        // Every backslash starts one of the four escapes.
        expect(escaped.replace(/\\[\\;,n]/g, '')).not.toMatch(/[\\;,]/);
      }),
    );
  });
});

describe('foldLine', () => {
  it('leaves a line of up to 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a long ASCII line into 75-octet pieces, continuations starting with one space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces).toHaveLength(3);
    expect(octets(pieces[0])).toBe(75);
    expect(octets(pieces[1])).toBe(75);
    expectFolded(folded, line);
  });

  it('never splits a multi-byte character: é (2), € (3) and 😀 (4 octets, a surrogate pair)', () => {
    for (const char of ['é', '€', '😀']) {
      const line = `SUMMARY:${char.repeat(60)}`;
      const folded = foldLine(line);
      expectFolded(folded, line);
      // A piece ends short rather than cutting a character in two.
      expect(folded.split('\r\n').some((piece) => octets(piece) < 75)).toBe(true);
    }
    const mixed = `DESCRIPTION:Leverancier Café “Zoë” – €1.234\\, ${'ë€😀a'.repeat(40)}`;
    expectFolded(foldLine(mixed), mixed);
    // Whichever octet a piece's end falls on, a four-octet character is never cut in two.
    for (let shift = 0; shift < 4; shift += 1) {
      const emoji = `DESCRIPTION:${'x'.repeat(shift)}${'😀'.repeat(40)}`;
      expectFolded(foldLine(emoji), emoji);
    }
    // The replacement character itself is text like any other (fast-check found it, seed 62309620).
    const replacement = `DESCRIPTION:${'\uFFFD'.repeat(30)}`;
    expectFolded(foldLine(replacement), replacement);
  });

  it('holds for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`;
        expectFolded(foldLine(line), line);
      }),
    );
  });
});

describe('dates', () => {
  it('writes a DATE as YYYYMMDD and a DATE-TIME in UTC', () => {
    expect(icsDate('2026-04-14')).toBe('20260414');
    expect(icsTimestamp(new Date('2026-04-14T08:05:09.123Z'))).toBe('20260414T080509Z');
  });
});

describe('renderCalendar', () => {
  const event: CalendarEvent = {
    uid: 'contract-7-notice@app.test',
    day: '2026-12-31',
    summary: 'Uiterste opzegdatum: CT-7 – Bakker, Zoon; & Co',
    description: `Regel één\nReferentie: a\\b;c,d\n${'Lange tekst met accenten: één, twee, drie. '.repeat(5)}`,
    url: 'http://app.test/contracts/7',
  };
  const text = renderCalendar({
    prodId: '-//Contractbeheer//Test//NL',
    name: 'Contractbeheer',
    stamp: new Date('2026-04-14T08:00:00Z'),
    events: [event],
  });

  it('ends every line with CRLF and folds every line to 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('parses back to the same calendar and all-day event', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Contractbeheer//Test//NL');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Contractbeheer');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe('2026-12-31');
    expect(parsed.endDate.toString()).toBe('2027-01-01');
    expect(vevent.getFirstPropertyValue('url')).toBe(event.url);
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-04-14T08:00:00Z');
  });

  it('is an empty but valid calendar without events', () => {
    const empty = renderCalendar({ prodId: 'x', name: 'y', stamp: new Date(), events: [] });
    const calendar = new ICAL.Component(ICAL.parse(empty));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
