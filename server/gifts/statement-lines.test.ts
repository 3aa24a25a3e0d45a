import {describe, expect, it} from 'vitest';
import {readBankStatement} from './bank-statement.ts';
import {statementLines} from './statement-lines.ts';

describe('statementLines', () => {
  it.each([
    [
      'plain cells',
      'a,b\nc,d\n',
      [
        {line: 1, cells: ['a', 'b']},
        {line: 2, cells: ['c', 'd']},
      ],
    ],
    ['no last line break', 'a,b', [{line: 1, cells: ['a', 'b']}]],
    ['a last empty cell', 'a,', [{line: 1, cells: ['a', '']}]],
    [
      'empty cells and lines',
      ',\n\n,,',
      [
        {line: 1, cells: ['', '']},
        {line: 2, cells: ['']},
        {line: 3, cells: ['', '', '']},
      ],
    ],
    [
      'a quoted delimiter and a doubled quote',
      '"1,000.00","He said ""hi"""',
      [{line: 1, cells: ['1,000.00', 'He said "hi"']}],
    ],
    ['a quote inside an unquoted value', 'O"Brien,x', [{line: 1, cells: ['O"Brien', 'x']}]],
    [
      'line breaks inside quotes, counted from the line the record starts on',
      '\uFEFFa\r\n"b\r\nc",d\r\ne',
      [
        {line: 1, cells: ['a']},
        {line: 2, cells: ['b\nc', 'd']},
        {line: 4, cells: ['e']},
      ],
    ],
  ])('splits %s', (_name, text, lines) => {
    expect(statementLines(text, ',')).toEqual(lines);
  });

  it('splits by ; and keeps commas in cells', () => {
    expect(statementLines('1,000.00;x', ';')).toEqual([{line: 1, cells: ['1,000.00', 'x']}]);
  });

  it('throws csv-parse’s CSV_QUOTE_NOT_CLOSED for a quote never closed', () => {
    expect(() => statementLines('a,"b\nc', ',')).toThrow(
      expect.objectContaining({code: 'CSV_QUOTE_NOT_CLOSED'}),
    );
  });

  // Issue 55: csv-parse cost 5-15 µs for each line of another length than the first, so lines of only
  // commas (a million of them in 2 MB) were the slowest lines of all.
  it('reads lines of empty cells no slower than lines of real transfers', () => {
    const lines = 50_000;
    const real = `Date,Description,Credit\n${'23/11/2026,PAYNOW NARD-7KQM-3XWA TAN,10.00\n'.repeat(lines)}`;
    const blank = `Date,Description,Credit\n${',\n'.repeat(lines)}`;
    const time = (text: string) => {
      const started = performance.now();
      readBankStatement(text);
      return performance.now() - started;
    };
    time(real);
    expect(time(blank)).toBeLessThan(time(real) + 20);
  });
});
