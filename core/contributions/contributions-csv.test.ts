import {describe, expect, it} from 'vitest';
import {CSV_BOM} from '../format/csv.ts';
import {contributionsCsv, csvFileName, expendituresCsv} from './contributions-csv.ts';

const farm = {_id: 'farm', title: 'Nard Urban Farming'};

describe('contributionsCsv', () => {
  it('numbers the rows, keeps ISO dates, writes plain decimals and a Total line', () => {
    const csv = contributionsCsv([
      {_id: 'c1', name: 'Ann, Tan', date: '2024-05-01', amount: 8500, anchorProjectId: farm},
      {_id: 'c2', name: '=cmd', date: '2024-05-03', amount: 0.1, anchorProjectId: farm},
      {_id: 'c3', name: 'Ben', date: '2024-05-04', amount: 0.2, anchorProjectId: farm},
    ]);
    expect(csv).toBe(
      `${CSV_BOM}"No.","Contributor","Date","Contribution Amount (SGD)"\r\n` +
        '1,"Ann, Tan","2024-05-01","8500.00"\r\n' +
        `2,"'=cmd","2024-05-03","0.10"\r\n` +
        '3,"Ben","2024-05-04","0.20"\r\n' +
        '"Total","","","8500.30"\r\n',
    );
  });

  it('writes a zero Total when there are no rows', () => {
    expect(contributionsCsv([]).endsWith('"Total","","","0.00"\r\n')).toBe(true);
  });
});

describe('expendituresCsv', () => {
  it('quotes details with line breaks and sums in cents', () => {
    const csv = expendituresCsv([
      {
        _id: 'e4',
        item: 'Seeds',
        date: '2024-06-01',
        amount: 19.99,
        detail: 'Kale\nand lettuce',
        anchorProjectId: farm,
      },
      {
        _id: 'e5',
        item: 'Pots',
        date: '2024-06-02',
        amount: 1234.5,
        detail: '+ 20 spare',
        anchorProjectId: farm,
      },
    ]);
    expect(csv).toBe(
      `${CSV_BOM}"No.","Expenses Item","Date","Amount (SGD)","Purpose / Detail"\r\n` +
        '1,"Seeds","2024-06-01","19.99","Kale\nand lettuce"\r\n' +
        `2,"Pots","2024-06-02","1234.50","'+ 20 spare"\r\n` +
        '"Total","","","1254.49",""\r\n',
    );
  });
});

describe('csvFileName', () => {
  it.each([
    {title: 'Nard Urban Farming', table: 'contributors' as const, out: 'nard-urban-farming-contributors.csv'},
    {title: 'Café & Co.', table: 'expenditures' as const, out: 'caf-co-expenditures.csv'},
    {title: '***', table: 'contributors' as const, out: 'project-contributors.csv'},
  ])('$title -> $out', ({title, table, out}) => {
    expect(csvFileName(title, table)).toBe(out);
  });
});
