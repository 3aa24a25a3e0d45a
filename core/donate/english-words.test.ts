import {beforeAll, describe, expect, it} from 'vitest';
import {donateBook, wordsIn} from '../i18n/index.ts';
import {amountChoices, listWords, pledgeQrLabel} from './donate-view.ts';
import {englishDonateWords} from './english-words.ts';

const paynow = {uen: '202400000A', merchantName: 'NARD FOUNDATION LTD', merchantCity: 'Singapore'};

beforeAll(() => donateBook.load('ms'));

describe('the donate words', () => {
  it('are the same in English alone (the widgets) as in the book (the site)', () => {
    const book = wordsIn(donateBook, 'en');
    expect(amountChoices(englishDonateWords)).toEqual(amountChoices(book));
    expect(pledgeQrLabel(paynow, 5000, 'NARD-7KQM-3XWA', englishDonateWords)).toBe(
      'PayNow QR code: $50 to NARD FOUNDATION LTD, UEN 202400000A, reference NARD-7KQM-3XWA',
    );
  });

  it('make the sentences and lists in the reader’s language', () => {
    const ms = wordsIn(donateBook, 'ms');
    expect(pledgeQrLabel(paynow, 5000, 'NARD-7KQM-3XWA', ms)).toBe(
      'Kod QR PayNow: $50 kepada NARD FOUNDATION LTD, UEN 202400000A, nombor rujukan NARD-7KQM-3XWA',
    );
    expect(listWords(['Kad Kredit', 'Google Pay', 'Apple Pay'], 'ms')).toBe(
      'Kad Kredit, Google Pay dan Apple Pay',
    );
  });
});
