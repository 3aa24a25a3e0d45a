import {describe, expect, it} from 'vitest';
import {eventHasStarted, formatEventTime, parseEventTime, storedEventTime} from './event-time.ts';

describe('event times (issue 20: real start and end times)', () => {
  it.each([
    ['09:00-12:00', '09:00-12:00'],
    ['9:00 am - 12:00 pm', '09:00-12:00'],
    ['9am-12pm', '09:00-12:00'],
    ['8:30 a.m. to 11:30 a.m.', '08:30-11:30'],
    ['2:00 pm – 4:00 pm', '14:00-16:00'],
    ['12:00 am - 1:00 am', '00:00-01:00'],
    ['13:15-17:45', '13:15-17:45'],
    ['9:00 am - 17:00', '09:00-17:00'],
  ])('reads %j as %s', (text, stored) => {
    const time = parseEventTime(text);
    expect(time && storedEventTime(time)).toBe(stored);
  });

  it.each([
    ['9am-12', 'noon or midnight?'],
    ['9am', 'no end'],
    ['12:00-09:00', 'the end before the start'],
    ['10:00-10:00', 'no length'],
    ['13pm-14pm', 'no such hour'],
    ['9:75-10:00', 'no such minute'],
    ['24:00-25:00', 'no such hour'],
    ['morning', 'no time'],
    ['9-12-3', 'three times'],
  ])('refuses %j (%s)', (text) => {
    expect(parseEventTime(text)).toBeNull();
  });

  it('shows times as the site does, and anything unreadable as it was typed', () => {
    expect(formatEventTime('09:00-12:00')).toBe('9:00 am - 12:00 pm');
    expect(formatEventTime('00:30-13:05')).toBe('12:30 am - 1:05 pm');
    expect(formatEventTime('after lunch')).toBe('after lunch');
  });
});

describe('eventHasStarted', () => {
  // 5 Dec 2026, 09:00 in Singapore is 01:00 UTC.
  it.each([
    ['09:00-12:00', Date.UTC(2026, 11, 5, 0, 59), false],
    ['09:00-12:00', Date.UTC(2026, 11, 5, 1, 0), true],
    ['not a time', Date.UTC(2026, 11, 4, 15, 59), false],
    ['not a time', Date.UTC(2026, 11, 4, 16, 0), true],
  ])('%s at %d: %s', (time, now, started) => {
    expect(eventHasStarted('2026-12-05', time, now)).toBe(started);
  });
});
