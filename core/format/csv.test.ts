import {describe, expect, it} from 'vitest';
import {CSV_BOM, csvCell, toCsv} from './csv.ts';

describe('csvCell', () => {
  it.each([
    {cell: 'Ann Tan', out: '"Ann Tan"'},
    {cell: 42, out: '42'},
    {cell: 0.5, out: '0.5'},
    {cell: '', out: '""'},
    {cell: 'Rice, 5 kg', out: '"Rice, 5 kg"'},
    {cell: 'The "best" beans', out: '"The ""best"" beans"'},
    {cell: 'line one\nline two', out: '"line one\nline two"'},
    {cell: 'line one\r\nline two', out: '"line one\r\nline two"'},
    {cell: '=HYPERLINK("http://x.example")', out: '"\'=HYPERLINK(""http://x.example"")"'},
    {cell: '+1 234', out: '"+1 234"'},
    {cell: '-2+3', out: '"-2+3"'},
    {cell: '-12.50', out: '"-12.50"'},
    {cell: '+65 9123 4567', out: '"+65 9123 4567"'},
    {cell: '+1 (555) 123-4567', out: '"+1 (555) 123-4567"'},
    {cell: '+A1', out: '"\'+A1"'},
    {cell: '-1+A1', out: '"\'-1+A1"'},
    {cell: '+', out: '"\'+"'},
    {cell: '-2+3*cmd|x', out: '"\'-2+3*cmd|x"'},
    {cell: '\u0000=1+2', out: '"\'\u0000=1+2"'},
    {cell: '@SUM(A1)', out: '"\'@SUM(A1)"'},
    {cell: '\tTabbed', out: '"\'\tTabbed"'},
    {cell: '\rReturn', out: '"\'\rReturn"'},
    {cell: 'Ann = Ben', out: '"Ann = Ben"'},
    {cell: "O'Brien", out: '"O\'Brien"'},
    // Excel set to `;` separators splits an unquoted cell there and would run the `=1+2` that follows.
    {cell: 'Ann;=1+2;x', out: '"Ann;=1+2;x"'},
    {cell: 'Ann\t=1+2', out: '"Ann\t=1+2"'},
  ])('$cell -> $out', ({cell, out}) => {
    expect(csvCell(cell)).toBe(out);
  });
});

describe('toCsv', () => {
  it('starts with a BOM, ends every line with CRLF', () => {
    expect(
      toCsv(
        ['No.', 'Name'],
        [
          [1, 'Zoë'],
          [2, 'a,b'],
        ],
      ),
    ).toBe(`${CSV_BOM}"No.","Name"\r\n1,"Zoë"\r\n2,"a,b"\r\n`);
  });

  it('writes the header alone when there are no rows', () => {
    expect(toCsv(['No.'], [])).toBe(`${CSV_BOM}"No."\r\n`);
  });
});
