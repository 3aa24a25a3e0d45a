import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {type BankStatement, readBankStatement, type StatementColumns} from './bank-statement.ts';

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

function read(text: string, mapping?: StatementColumns) {
  const statement = readBankStatement(text, mapping);
  if (!statement.ok) throw new Error(`Expected a read statement, got: ${statement.message}`);
  return statement;
}

// One line under a header, reduced to what a table row checks.
function only(text: string) {
  const {rows, problems} = read(text);
  return {
    rows: rows.map(({line, date, amountCents, text: words}) => ({line, date, amountCents, text: words})),
    problems,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('readBankStatement: header names', () => {
  it.each<{header: string; columns: StatementColumns}>([
    {header: 'Date,Description,Credit', columns: {date: 'Date', amount: 'Credit', text: ['Description']}},
    {
      header: 'Transaction Date,Reference,Deposit',
      columns: {date: 'Transaction Date', amount: 'Deposit', text: ['Reference']},
    },
    {
      header: 'Value Date,Transaction Details,Amount',
      columns: {date: 'Value Date', amount: 'Amount', text: ['Transaction Details']},
    },
    {header: 'Date,Remarks,Credit', columns: {date: 'Date', amount: 'Credit', text: ['Remarks']}},
    {
      header: 'Date,Payment Details,Credit',
      columns: {date: 'Date', amount: 'Credit', text: ['Payment Details']},
    },
    {
      header: "Date,Other Party's Reference,Credit",
      columns: {date: 'Date', amount: 'Credit', text: ["Other Party's Reference"]},
    },
    // Case, spaces, a trailing colon and a currency suffix do not matter; the names come back as written.
    {
      header: ' DATE ,description:, credit ',
      columns: {date: 'DATE', amount: 'credit', text: ['description:']},
    },
    {
      header: 'Date,Description,Deposit (SGD)',
      columns: {date: 'Date', amount: 'Deposit (SGD)', text: ['Description']},
    },
    {
      header: 'Date,Description,Credit S$',
      columns: {date: 'Date', amount: 'Credit S$', text: ['Description']},
    },
    {
      header: 'Date,Description,Debit Amount,Credit Amount',
      columns: {date: 'Date', amount: 'Credit Amount', text: ['Description']},
    },
    {
      header: 'Date,Description,Withdrawals (SGD),Deposits (SGD)',
      columns: {date: 'Date', amount: 'Deposits (SGD)', text: ['Description']},
    },
    // Credit or Deposit wins over Amount; Transaction Date over Value Date.
    {
      header: 'Value Date,Transaction Date,Amount,Description,Credit',
      columns: {date: 'Transaction Date', amount: 'Credit', text: ['Description']},
    },
    {header: 'Date,Withdrawal,Amount,Remarks', columns: {date: 'Date', amount: 'Amount', text: ['Remarks']}},
    // Every text column, in the file's order.
    {
      header: 'Remarks,Date,Description,Credit,Reference',
      columns: {date: 'Date', amount: 'Credit', text: ['Remarks', 'Description', 'Reference']},
    },
  ])('$header', ({header, columns}) => {
    expect(read(csv(header)).columns).toEqual(columns);
  });

  it.each([
    ['Date,Description,Withdrawal', ['amount']],
    ['Date,Description,Debit Amount', ['amount']],
    ['Date,Description,Debit', ['amount']],
    ['Posting,Description,Credit', ['date']],
    ['Date,Credit,Balance', ['text']],
    // Every other column holds words (issue 56): only the date and the money are missing.
    ['When,What,How much', ['date', 'amount']],
  ])('%j is not a statement header: missing %j', (header, missing) => {
    expect(readBankStatement(csv(header, '1,2,3'))).toMatchObject({
      ok: false,
      reason: 'columns',
      headers: header.split(','),
      missing,
    });
  });
});

describe('readBankStatement: dates', () => {
  it.each([
    ['23 Nov 2026', '2026-11-23'],
    ['23 November 2026', '2026-11-23'],
    ['23-Nov-2026', '2026-11-23'],
    ['23/11/2026', '2026-11-23'],
    ['3/1/2027', '2027-01-03'],
    ['2026-11-23', '2026-11-23'],
    [' 29/02/2028 ', '2028-02-29'],
  ])('%j is %s', (date, iso) => {
    expect(only(csv('Date,Description,Credit', `${date},GIRO,10.00`)).rows[0]?.date).toBe(iso);
  });

  it.each([
    ['31/02/2026', 'Line 2: Date is not a real date: "31/02/2026".'],
    ['11/23/2026', 'Line 2: Date is not a real date: "11/23/2026".'],
    ['31-Apr-2026', 'Line 2: Date is not a real date: "31-Apr-2026".'],
    [
      '2026/11/23',
      'Line 2: Date must be a date like 2026-11-15, 15/11/2026 or 15 Nov 2026, got "2026/11/23".',
    ],
  ])('%j is a problem', (date, message) => {
    expect(only(csv('Date,Description,Credit', `${date},GIRO,10.00`))).toEqual({
      rows: [],
      problems: [{line: 2, message}],
    });
  });
});

describe('readBankStatement: amounts in integer cents', () => {
  it.each([
    ['10', 1000],
    ['19.99', 1999],
    ['0.10', 10],
    ['1234.5', 123450],
    ['"1,234.50"', 123450],
    ['$1234.50', 123450],
    ['"$1,234.50"', 123450],
    ['"S$1,234.50"', 123450],
    ['"SGD 1,234.50"', 123450],
    ['1234.50 SGD', 123450],
    ['" 1 234.50 "', 123450],
    ['"1,000,000.01"', 100000001],
  ])('%s is %i cents', (amount, cents) => {
    expect(only(csv('Date,Description,Credit', `23/11/2026,GIRO,${amount}`)).rows[0]?.amountCents).toBe(
      cents,
    );
  });

  it.each(['', '0', '0.00', '$0.00', '-', '-50.00', '(50.00)'])('%j is no money in: skipped', (amount) => {
    expect(only(csv('Date,Description,Credit', `23/11/2026,GIRO,${amount}`))).toEqual({
      rows: [],
      problems: [],
    });
  });

  it.each([
    ['abc', 'Line 2: Credit must be an amount in dollars like 1250.50, got "abc".'],
    ['12.345', 'Line 2: Credit must be an amount in dollars like 1250.50, got "12.345".'],
    ['"1.234,50"', 'Line 2: Credit must be an amount in dollars like 1250.50, got "1.234,50".'],
    ['"10,000,000.00"', 'Line 2: Credit is too large (limit $9,999,999.99).'],
  ])('%s is a problem', (amount, message) => {
    expect(only(csv('Date,Description,Credit', `23/11/2026,GIRO,${amount}`))).toEqual({
      rows: [],
      problems: [{line: 2, message}],
    });
  });

  it('names both problems of a line with a bad date and a bad amount', () => {
    expect(only(csv('Date,Description,Credit', '31/02/2026,GIRO,abc')).problems).toEqual([
      {line: 2, message: 'Line 2: Credit must be an amount in dollars like 1250.50, got "abc".'},
      {line: 2, message: 'Line 2: Date is not a real date: "31/02/2026".'},
    ]);
  });

  it('refuses a line split by an unquoted thousands comma, never reading $1 for $1,000', () => {
    expect(only(csv('Date,Description,Credit', '23/11/2026,GIRO,S$1,000.00'))).toEqual({
      rows: [],
      problems: [
        {
          line: 2,
          message:
            'Line 2: it has 4 values but the header has 3; a value with a comma needs quotes ("1,000.00").',
        },
      ],
    });
  });
});

describe('readBankStatement: the file around the rows', () => {
  it('reads past a byte-order mark, CRLF line ends and account details above the header', () => {
    const text = [
      '\uFEFFAccount Number:,123-456789-0',
      'Statement period,01 Nov 2026 to 30 Nov 2026',
      '',
      'Date:,30 Nov 2026',
      ',,',
      'Date,Description,Credit',
      '23/11/2026,GIRO,10.00',
      '',
    ].join('\r\n');
    expect(only(text)).toEqual({
      rows: [{line: 7, date: '2026-11-23', amountCents: 1000, text: 'GIRO'}],
      problems: [],
    });
  });

  it('reads ; separated files, where a thousands comma needs no quotes', () => {
    expect(
      only(csv('Account;123-456789-0', 'Date;Description;Credit', '23/11/2026;GIRO, TAN;1,000.00')),
    ).toEqual({
      rows: [{line: 3, date: '2026-11-23', amountCents: 100000, text: 'GIRO, TAN'}],
      problems: [],
    });
  });

  it('keeps quoted commas and line breaks in the text, and counts lines as the file has them', () => {
    const text = csv(
      'Date,Description,Reference,Credit',
      '23/11/2026,"PAYNOW, FROM TAN","NARD-7KQM-3XWA\r\nSECOND LINE",10.00',
      '24/11/2026,"He said ""thanks""",,20.00',
    );
    expect(only(text).rows).toEqual([
      {line: 2, date: '2026-11-23', amountCents: 1000, text: 'PAYNOW, FROM TAN / NARD-7KQM-3XWA SECOND LINE'},
      {line: 4, date: '2026-11-24', amountCents: 2000, text: 'He said "thanks"'},
    ]);
  });

  it('refuses a kept cell with an invisible character, naming the line, the column and the character', () => {
    const text = csv(
      'Date,Description,Reference,Credit',
      '23/11/2026,"PAYNOW\nFROM TAN",NARD-7KQM-\u202E3XWA,10.00',
      '24/11/2026,GIRO,,20.00\u200B',
      '25/11/2026,GIRO \uFEFFLIM,,30.00',
      '25/11/2026,WITHDRAWAL \u202E,,',
    );
    const {rows, problems} = only(text);
    expect(rows).toEqual([]);
    expect(problems.map(({line, message}) => [line, message.slice(0, message.indexOf(', which'))])).toEqual([
      [2, 'Line 2: Reference holds an invisible or control character (U+202E)'],
      [4, 'Line 4: Credit holds an invisible or control character (U+200B)'],
      [5, 'Line 5: Description holds an invisible or control character (U+FEFF)'],
    ]);
  });

  it('leaves out blank lines, footers and short lines that have no date', () => {
    const text = csv(
      'Date,Description,Credit',
      '23/11/2026,GIRO,10.00',
      '',
      ',,',
      'Total,,1234.00',
      'Closing balance,,',
      'End of statement',
      '',
      '',
    );
    expect(only(text)).toEqual({
      rows: [{line: 2, date: '2026-11-23', amountCents: 1000, text: 'GIRO'}],
      problems: [],
    });
  });

  it.each<[string, string, BankStatement]>([
    ['an empty file', '\uFEFF\n\n', {ok: false, reason: 'unreadable', message: 'The file is empty.'}],
    [
      'a quote never closed',
      'Date,Description,Credit\n23/11/2026,"GIRO,10.00\n',
      {
        ok: false,
        reason: 'unreadable',
        message: 'The file ends inside a quoted value: a closing " is missing.',
      },
    ],
  ])('answers %s without throwing', (_case, text, answer) => {
    expect(readBankStatement(text)).toEqual(answer);
  });

  it('offers the widest row as the headers to map when none is recognised, and says what is missing', () => {
    const statement = readBankStatement(
      csv('Account:,123', '', 'Posted,Narrative,In,Out', '23/11/2026,GIRO,10,'),
    );
    expect(statement).toEqual({
      ok: false,
      reason: 'columns',
      headers: ['Posted', 'Narrative', 'In', 'Out'],
      missing: ['date', 'amount'],
      message:
        "The statement's columns were not recognised: it needs a date column (Date, Transaction Date, Value Date), " +
        'a money-in column (Credit, Deposit, Amount). Choose which columns hold them.',
    });
  });
});

describe('readBankStatement: a mapping staff chose', () => {
  const text = csv(
    'Account:,123',
    'Posted,Narrative,Ref 1,Ref 2,Out,In',
    '23/11/2026,GIRO,TAN,NARD-7KQM-3XWA,,10.00',
  );
  const mapping = {date: 'Posted', amount: 'In', text: ['Narrative', 'Ref 1', 'Ref 2']};

  it('reads the columns it names, and hands them back to remember', () => {
    const statement = read(text, mapping);
    expect(statement.columns).toEqual(mapping);
    expect(statement.rows).toMatchObject([{line: 3, amountCents: 1000, text: 'GIRO / TAN / NARD-7KQM-3XWA'}]);
  });

  it('matches names regardless of case and spaces', () => {
    expect(read(text, {date: ' posted', amount: 'IN', text: ['ref 2']}).rows).toMatchObject([
      {text: 'NARD-7KQM-3XWA'},
    ]);
  });

  it('overrides the recognised names', () => {
    const both = csv('Date,Description,Credit,Paid In', '23/11/2026,GIRO,5.00,10.00');
    expect(read(both, {date: 'Date', amount: 'Paid In', text: ['Description']}).rows).toMatchObject([
      {amountCents: 1000},
    ]);
  });

  it.each<[string, StatementColumns, {missing: string[]; message: string}]>([
    [
      'a column the file lacks',
      {date: 'Posted', amount: 'Credit', text: ['Narrative', 'Memo']},
      {
        missing: ['amount', 'text'],
        message: 'This file has no column "Credit", "Memo": choose the columns again.',
      },
    ],
    [
      'no text column',
      {date: 'Posted', amount: 'In', text: []},
      {missing: ['text'], message: 'Choose at least one text column to search for a reference.'},
    ],
  ])('answers %s with the headers of the file', (_case, chosen, answer) => {
    expect(readBankStatement(text, chosen)).toEqual({
      ok: false,
      reason: 'columns',
      headers: ['Posted', 'Narrative', 'Ref 1', 'Ref 2', 'Out', 'In'],
      ...answer,
    });
  });
});

describe('readBankStatement: fingerprints', () => {
  const statement = csv(
    'Date,Description,Credit',
    '23/11/2026,PAYNOW NARD-7KQM-3XWA,50.00',
    '23/11/2026,PAYNOW NARD-7KQM-3XWA,50.00',
    '23/11/2026,PAYNOW NARD-7KQM-3XWA,50.00',
    '24/11/2026,PAYNOW NARD-7KQM-3XWA,50.00',
  );

  it('is the sha256 of date|cents|text, with #2, #3 for the same transfer again in one file', () => {
    const key = '2026-11-23|5000|paynow nard-7kqm-3xwa';
    expect(read(statement).rows.map((row) => row.fingerprint)).toEqual([
      sha256(key),
      sha256(`${key}#2`),
      sha256(`${key}#3`),
      sha256('2026-11-24|5000|paynow nard-7kqm-3xwa'),
    ]);
  });

  it('stays the same when the export changes its line ends, preamble, date form, amount form or spacing', () => {
    const again = [
      '\uFEFFAccount Number:,123-456789-0',
      '',
      'Transaction Date,Description,Deposit (SGD)',
      '23 Nov 2026,"paynow   NARD-7KQM-3XWA ","S$50"',
      '2026-11-23,PAYNOW NARD-7KQM-3XWA,$50.00',
      '23-Nov-2026,PAYNOW NARD-7KQM-3XWA,50',
      '24/11/2026,PAYNOW NARD-7KQM-3XWA,"SGD 50.00"',
    ].join('\r\n');
    const fingerprints = (text: string) => read(text).rows.map((row) => row.fingerprint);
    expect(fingerprints(again)).toEqual(fingerprints(statement));
  });

  it('differs when the amount, the date or the text differs', () => {
    const different = csv(
      'Date,Description,Credit',
      '23/11/2026,PAYNOW NARD-7KQM-3XWA,50.00',
      '23/11/2026,PAYNOW NARD-7KQM-3XWA,50.01',
      '22/11/2026,PAYNOW NARD-7KQM-3XWA,50.00',
      '23/11/2026,PAYNOW NARD-7KQM-3XWB,50.00',
    );
    expect(new Set(read(different).rows.map((row) => row.fingerprint)).size).toBe(4);
  });
});

// Layouts invented to look like each bank's export; none claims to be the bank's exact format.
describe('readBankStatement: bank-like samples', () => {
  it('reads a DBS-like export: details above, Debit Amount and Credit Amount, a trailing comma', () => {
    const text = csv(
      'Account Details For:,Autosave Account 123-456789-0',
      'Statement as at:,30 Nov 2026',
      'Available Balance:,"12,345.67"',
      '',
      'Transaction Date,Reference,Debit Amount,Credit Amount,Transaction Details,',
      '23 Nov 2026,ICT,,"1,000.00",PAYNOW OTHR TAN AH KOW NARD-7KQM-3XWA,',
      '24 Nov 2026,POS,45.90,,NETS COFFEE,',
      '25 Nov 2026,ICT,,250.00,IBG GIRO NARD 2345 6789,',
    );
    expect(only(text)).toEqual({
      rows: [
        {
          line: 6,
          date: '2026-11-23',
          amountCents: 100000,
          text: 'ICT / PAYNOW OTHR TAN AH KOW NARD-7KQM-3XWA',
        },
        {line: 8, date: '2026-11-25', amountCents: 25000, text: 'ICT / IBG GIRO NARD 2345 6789'},
      ],
      problems: [],
    });
  });

  it('reads an OCBC-like export: Withdrawals (SGD) and Deposits (SGD), descriptions over two lines', () => {
    const text = [
      'Account details for:,360 Account 601-234567-001',
      'Available Balance,"8,000.00"',
      'Ledger Balance,"8,000.00"',
      '',
      'Transaction date,Value date,Description,Withdrawals (SGD),Deposits (SGD)',
      '23/11/2026,23/11/2026,"PAYNOW-FAST\r\nNARD-7KQM-3XWA TAN AH KOW",,"1,000.00"',
      '24/11/2026,24/11/2026,"BILL PAYMENT\r\nSP GROUP",120.35,',
      '25/11/2026,25/11/2026,"GIRO\r\nNARD-2345-6789",,88.80',
      '',
    ].join('\r\n');
    expect(only(text)).toEqual({
      rows: [
        {line: 6, date: '2026-11-23', amountCents: 100000, text: 'PAYNOW-FAST NARD-7KQM-3XWA TAN AH KOW'},
        {line: 10, date: '2026-11-25', amountCents: 8880, text: 'GIRO NARD-2345-6789'},
      ],
      problems: [],
    });
  });

  it('reads a UOB-like export: a byte-order mark, ; separators, 23-Nov-2026 dates, S$ amounts', () => {
    const text = csv(
      '\uFEFFAccount Type:;Current Account',
      'Account Number:;123-456-789-0',
      'Statement Period:;01-Nov-2026 to 30-Nov-2026',
      '',
      "Value Date;Description;Other Party's Reference;Withdrawal;Deposit;Ledger Balance",
      '23-Nov-2026;FAST PAYMENT;NARD-7KQM-3XWA;;S$1,000.00;S$9,000.00',
      '24-Nov-2026;CASH WITHDRAWAL;;S$200.00;;S$8,800.00',
      '31-Nov-2026;FAST PAYMENT;NARD-2345-6789;;S$5.00;S$8,805.00',
      'Total;;;S$200.00;S$1,005.00;',
    );
    expect(only(text)).toEqual({
      rows: [{line: 6, date: '2026-11-23', amountCents: 100000, text: 'FAST PAYMENT / NARD-7KQM-3XWA'}],
      problems: [{line: 8, message: 'Line 8: Value Date is not a real date: "31-Nov-2026".'}],
    });
  });
});
