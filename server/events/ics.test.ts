import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {buildIcs, escapeText, foldLine} from './ics.ts';

describe('the calendar times', () => {
  // The bug of issue 20: "9am-12" was read as 9 to 11. Now a time range round-trips to its DTEND.
  it.each([
    ['09:00-12:00', '2026-12-05T01:00:00.000Z', '2026-12-05T04:00:00.000Z'],
    ['13:30-17:15', '2026-12-05T05:30:00.000Z', '2026-12-05T09:15:00.000Z'],
  ])('%s starts and ends where a parser reads them', (time, start, end) => {
    const text = buildIcs({
      uid: 'signup-2@nard.example',
      stamp: Date.UTC(2026, 10, 23),
      method: 'PUBLISH',
      status: 'CONFIRMED',
      sequence: 1,
      date: '2026-12-05',
      time,
      venue: 'Farm',
      task: 'Weeding',
      description: 'Weeding day',
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(event.endDate.toJSDate().toISOString()).toBe(end);
  });
});

describe('RFC 5545 text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(new TextEncoder().encode(part).byteLength).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('an event without a clock time is an all-day entry that a parser reads back', () => {
    const text = buildIcs({
      uid: 'signup-1@nard.example',
      stamp: Date.UTC(2026, 10, 23),
      method: 'PUBLISH',
      status: 'CONFIRMED',
      sequence: 1,
      date: '2026-12-31',
      time: 'All day',
      venue: 'Farm, Ang Mo Kio',
      task: 'Tidy up',
      description: 'Year-end clean-up; bring gloves',
    });
    expect(text.endsWith('\r\n')).toBe(true);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-31');
    expect(event.endDate.toString()).toBe('2027-01-01');
    expect(event.summary).toBe('Year-end clean-up; bring gloves');
    expect(event.location).toBe('Farm, Ang Mo Kio');
  });
});
