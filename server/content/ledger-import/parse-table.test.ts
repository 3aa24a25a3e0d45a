import {describe, expect, it} from 'vitest';
import {parseTable, type RawRow} from './parse-table.ts';

describe('parseTable: CSV', () => {
  it.each<{name: string; csv: string; rows: RawRow[]}>([
    {
      name: 'a header and rows, numbered from 1',
      csv: 'name,amount\nAna,10\nBen,20\n',
      rows: [
        {row: 1, values: {name: 'Ana', amount: '10'}},
        {row: 2, values: {name: 'Ben', amount: '20'}},
      ],
    },
    {
      name: 'a byte-order mark, CRLF and header names trimmed; values kept as written',
      csv: '\uFEFF name , amount\r\n Ana ,10\r\n',
      rows: [{row: 1, values: {name: ' Ana ', amount: '10'}}],
    },
    {
      name: 'old Mac line ends (CR only)',
      csv: 'name,amount\rAna,10\rBen,20',
      rows: [
        {row: 1, values: {name: 'Ana', amount: '10'}},
        {row: 2, values: {name: 'Ben', amount: '20'}},
      ],
    },
    {
      name: 'quoted commas, doubled quotes and line breaks',
      csv: 'name,detail\n"Tan, Ana","She said ""hi""\r\nthen left"\n',
      rows: [{row: 1, values: {name: 'Tan, Ana', detail: 'She said "hi"\r\nthen left'}}],
    },
    {
      name: 'a quote inside an unquoted value, kept as written',
      csv: 'name,amount\nO"Brien,10\n',
      rows: [{row: 1, values: {name: 'O"Brien', amount: '10'}}],
    },
    {
      name: 'short rows filled with empty values',
      csv: 'name,amount,note\nAna,10\n',
      rows: [{row: 1, values: {name: 'Ana', amount: '10', note: ''}}],
    },
    {
      name: 'blank lines and rows of empty values skipped, and not counted',
      csv: '\n\nname,amount\n\nAna,10\n , \n,,\nBen,20\n\n\n',
      rows: [
        {row: 1, values: {name: 'Ana', amount: '10'}},
        {row: 2, values: {name: 'Ben', amount: '20'}},
      ],
    },
    {name: 'a header only', csv: 'name,amount\n', rows: []},
  ])('reads $name', ({csv, rows}) => {
    expect(parseTable('rows.csv', csv)).toEqual(rows);
  });

  it.each([
    ['an empty file', '', 'The CSV file is empty: it needs a header row and at least one data row.'],
    [
      'blank lines only',
      '\uFEFF\n , \n\n',
      'The CSV file is empty: it needs a header row and at least one data row.',
    ],
    [
      'a row longer than the header',
      'name,amount\nAna,10\n\nBen,20,x\n',
      'Row 2: it has 3 values but the header has 2.',
    ],
    [
      'a quote never closed',
      'name,amount\n"Ana,10\n',
      'The CSV file ends inside a quoted value: a closing " is missing.',
    ],
  ])('refuses %s', (_case, csv, message) => {
    expect(() => parseTable('rows.csv', csv)).toThrow(new Error(message));
  });
});

describe('parseTable: JSON and file types', () => {
  it('reads a JSON array of objects, numbered from 1, whatever the case of the extension', () => {
    expect(parseTable('ROWS.JSON', '[{"name": "Ana"}, {"amount": 10}]')).toEqual([
      {row: 1, values: {name: 'Ana'}},
      {row: 2, values: {amount: 10}},
    ]);
    expect(parseTable('Rows.CSV', 'name\nAna')).toEqual([{row: 1, values: {name: 'Ana'}}]);
  });

  it.each([
    ['rows.json', '[{"name": ', /^The JSON file is not valid JSON: /],
    ['rows.json', '{"name": "Ana"}', /^The JSON file must hold an array of rows/],
    ['rows.json', '[{"name": "Ana"}, ["Ben"]]', /^Row 2: each row must be an object/],
    ['rows.xlsx', '', /^Unknown file type "rows.xlsx": use a .json or .csv file.$/],
  ])('%s %j is refused', (file, text, message) => {
    expect(() => parseTable(file, text)).toThrow(message);
  });
});
