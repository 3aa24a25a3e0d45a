// The contact page words our hours in its book; they must say what core/content's opening hours say.
import {expect, it} from 'vitest';
import {STORE_HOURS, WORKING_HOURS} from '../../../core/content/index.ts';
import {contactBook, wordsIn} from '../../../core/i18n/index.ts';
import {WORKING_HOURS_KEYS} from './contact-page.tsx';

const english = wordsIn(contactBook, 'en');

it('lists the office hours of core/content, one line each', () => {
  expect(WORKING_HOURS_KEYS.map((key) => english(key))).toEqual(
    WORKING_HOURS.map((row) => `${row.days}: ${row.hours}`),
  );
});

it('gives the shop hours of core/content', () => {
  expect(english('shopHours')).toBe(
    `Our shop keeps its own hours: ${STORE_HOURS.map((row) => `${row.days} ${row.hours}`).join(', ')}.`,
  );
});
