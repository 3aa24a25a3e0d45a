import {beforeAll, describe, expect, it} from 'vitest';
import {contributionsBook, translatorIn} from '../i18n/index.ts';
import {contributionsCsv} from './contributions-csv.ts';
import {
  CONTRIBUTOR_COLUMNS,
  contributorRows,
  EXPENDITURE_COLUMNS,
  expenditureRows,
  ledgerSummary,
  newestReportsFirst,
} from './ledger-view.ts';
import type {AnchorProjectGroup} from './types.ts';

const project = {_id: 'urban-farming', title: 'Nard Urban Farming'};
const group: AnchorProjectGroup = {
  id: 'urban-farming',
  title: 'Nard Urban Farming',
  contributors: [
    {_id: 'c1', name: 'Tan Wei Ming', date: '2024-01-15', amount: 8500, anchorProjectId: project},
    {_id: 'c2', name: 'Siti', date: '2024-02-01', amount: 12.5, anchorProjectId: project},
  ],
  expenditures: [
    {
      _id: 'e1',
      item: 'Aquaponics',
      date: '2024-09-14',
      amount: 1200,
      detail: 'Fish tanks',
      anchorProjectId: project,
    },
  ],
  contributorsTotalCents: 851250,
  expendituresTotalCents: 120000,
};

beforeAll(() => Promise.all(['zh', 'ms', 'ta'].map((language) => contributionsBook.load(language as 'zh'))));

describe('ledger view', () => {
  it('has one formatted cell per column, numbered from 1', () => {
    expect(contributorRows(group.contributors)).toEqual([
      {key: 'c1', cells: ['1', 'Tan Wei Ming', '1/15/2024', '$8,500']},
      {key: 'c2', cells: ['2', 'Siti', '2/1/2024', '$12.50']},
    ]);
    expect(expenditureRows(group.expenditures)[0]?.cells).toEqual([
      '1',
      'Aquaponics',
      '9/14/2024',
      '$1,200',
      'Fish tanks',
    ]);
    expect(contributorRows(group.contributors)[0]?.cells).toHaveLength(CONTRIBUTOR_COLUMNS.length);
    expect(expenditureRows(group.expenditures)[0]?.cells).toHaveLength(EXPENDITURE_COLUMNS.length);
  });

  it.each([
    {count: 2, expected: 'Received $8,512.50 from 2 contributors. Spent $1,200.'},
    {count: 1, expected: 'Received $8,512.50 from 1 contributor. Spent $1,200.'},
  ])('says the totals line with $count contributors', ({count, expected}) => {
    const parts = ledgerSummary({...group, contributors: group.contributors.slice(0, count)});
    expect(parts.map((part) => part.text).join('')).toBe(expected);
    expect(parts.filter((part) => part.strong).map((part) => part.text)).toEqual(['$8,512.50', '$1,200']);
  });

  it.each([
    {language: 'ta', count: 1, expected: '1 பங்களிப்பாளரிடமிருந்து $8,512.50 பெறப்பட்டது. $1,200 செலவிடப்பட்டது.'},
    {language: 'ta', count: 2, expected: '2 பங்களிப்பாளர்களிடமிருந்து $8,512.50 பெறப்பட்டது. $1,200 செலவிடப்பட்டது.'},
    {language: 'zh', count: 2, expected: '已收到2 位捐款人的捐款，共 $8,512.50；已支出 $1,200。'},
  ] as const)(
    'says the totals line in $language with $count contributors, amounts strong',
    ({language, count, expected}) => {
      const t = translatorIn(contributionsBook, language);
      const parts = ledgerSummary({...group, contributors: group.contributors.slice(0, count)}, t);
      expect(parts.map((part) => part.text).join('')).toBe(expected);
      expect(parts.filter((part) => part.strong)).toHaveLength(2);
    },
  );

  it('writes dates as each language does, and English as the spec does', () => {
    expect(contributorRows(group.contributors, 'zh')[0]?.cells[2]).toBe('2024年1月15日');
    expect(contributorRows(group.contributors, 'en')[0]?.cells[2]).toBe('1/15/2024');
  });

  it("writes the CSV headers and Total in the translator's language", () => {
    const csv = contributionsCsv(group.contributors, translatorIn(contributionsBook, 'ms'));
    expect(csv.split('\r\n')[0]).toBe('\uFEFF"Bil.","Penyumbang","Tarikh","Jumlah Sumbangan (SGD)"');
  });

  it('lists audit reports newest first without changing the input', () => {
    const reports = [{year: 2023}, {year: 2025}, {year: 2024}];
    expect(newestReportsFirst(reports).map((report) => report.year)).toEqual([2025, 2024, 2023]);
    expect(reports[0]?.year).toBe(2023);
  });
});
