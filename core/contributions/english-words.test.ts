import {beforeAll, describe, expect, it} from 'vitest';
import {contributionsBook, wordsIn} from '../i18n/index.ts';
import {englishContributionsWords} from './english-words.ts';
import {contributorColumns, contributorRows, ledgerSummary} from './ledger-view.ts';
import type {AnchorProjectGroup} from './types.ts';

const farm = {_id: 'farm', title: 'Nard Urban Farming'};
const group: AnchorProjectGroup = {
  id: 'farm',
  title: 'Nard Urban Farming',
  contributors: [{_id: 'c1', name: 'Siti', date: '2024-05-01', amount: 50, anchorProjectId: farm}],
  expenditures: [],
  contributorsTotalCents: 5000,
  expendituresTotalCents: 0,
};
const said = (parts: {text: string}[]) => parts.map((part) => part.text).join('');

beforeAll(() => contributionsBook.load('zh'));

describe('the contributions words', () => {
  it('are the same in English alone (the widgets) as in the book (the site)', () => {
    const book = wordsIn(contributionsBook, 'en');
    expect(ledgerSummary(group, englishContributionsWords)).toEqual(ledgerSummary(group, book));
    expect(contributorColumns(englishContributionsWords)).toEqual(contributorColumns(book));
  });

  it('make the sentences and dates in the reader’s language', () => {
    const zh = wordsIn(contributionsBook, 'zh');
    expect(said(ledgerSummary(group, zh))).toBe('已收到 1 位捐款人的捐款，共 $50；已支出 $0。');
    expect(ledgerSummary(group, zh).filter((part) => part.strong)).toEqual([
      {text: '$50', strong: true},
      {text: '$0', strong: true},
    ]);
    expect(contributorRows(group.contributors, 'zh')[0]?.cells[2]).toBe('2024年5月1日');
  });
});
