import {describe, expect, it} from 'vitest';
import {LANGUAGE_TAGS, OTHER_LANGUAGES} from '../i18n/languages.ts';
import {formatDateIn} from './date-in.ts';
import {formatLongDate} from './long-date.ts';
import {formatUsDate} from './us-date.ts';

it.each([
  ['en', formatUsDate, '3/5/2026'],
  ['en', formatLongDate, '5 March 2026'],
  ['zh', formatLongDate, '2026年3月5日'],
  ['ms', formatLongDate, '5 Mac 2026'],
  ['ta', formatLongDate, '5 மார்ச், 2026'],
] as const)('%s', (language, english, expected) => {
  expect(formatDateIn(language, '2026-03-05', english)).toBe(expected);
});

describe.each(OTHER_LANGUAGES)('in %s', (language) => {
  const intl = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  it('writes every month and day as Intl.DateTimeFormat does in its tag', () => {
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatDateIn(language, iso, formatLongDate), iso).toBe(
          intl.format(new Date(Date.UTC(2026, month - 1, day))),
        );
      }
    }
  });
});

it('leaves what is not a calendar date as it is', () => {
  expect(formatDateIn('zh', '2026-02-30', formatLongDate)).toBe('2026-02-30');
  expect(formatDateIn('ta', 'soon', formatLongDate)).toBe('soon');
});
