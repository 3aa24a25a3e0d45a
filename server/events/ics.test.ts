import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {parseEventTime} from './event-time.ts';
import {buildIcs, escapeText, foldLine} from './ics.ts';

describe('parseEventTime', () => {
  it.each([
    ['9:00 am - 12:00 pm', {start: {hour: 9, minute: 0}, end: {hour: 12, minute: 0}}],
    ['11am-5pm', {start: {hour: 11, minute: 0}, end: {hour: 17, minute: 0}}],
    ['12:30 p.m. to 1:15 p.m.', {start: {hour: 12, minute: 30}, end: {hour: 13, minute: 15}}],
    ['2:30 pm', {start: {hour: 14, minute: 30}, end: {hour: 16, minute: 30}}],
    ['All day', null],
    ['13:00 pm', null],
  ])('%j', (text, expected) => {
    expect(parseEventTime(text)).toEqual(expected);
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
