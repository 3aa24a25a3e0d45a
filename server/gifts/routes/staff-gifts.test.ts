// /api/staff/gifts and /api/me/gifts through the whole app (in-process, a real SQLite file) and a real
// SMTP server: received with a receipt number and a receipt mail with its PDF, void, the bank statement
// (dry run, save, again), a waiting transfer settled, the IRAS file, and the donor's own gifts.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {GiftRecord} from '../../../core/donate/index.ts';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {pdfText} from '../../../tests/support/poppler.ts';
import {call, signUpAndLogIn, type TestAccount} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

// Every day here is today in Singapore: a gift cannot arrive before its pledge or after tomorrow.
const today = singaporeDate(Date.now());
const [year, month, day] = today.split('-') as [string, string, string];
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** Today as DBS writes it (2 Dec 2026) and as OCBC does (02/12/2026). */
const spelled = `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
const slashed = `${day}/${month}/${year}`;

let mail: MailCatcher;
let server: TestApp;
let staff: TestAccount;
let user: TestAccount;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({
    env: {
      SMTP_URL: mail.smtpUrl,
      IPC_REGISTRATION: 'IPC000123',
      RATE_LIMIT_FACTOR: '100',
      RECEIPT_PREFIX: 'NFT',
    },
  });
  staff = await signUpAndLogIn(server, 'staff@gifts.example');
  await server.grantRole(staff, 'staff');
  user = await signUpAndLogIn(server, 'donor@gifts.example');
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

type Pledged = {data: {reference: string}};
async function pledge(body: Record<string, unknown>): Promise<string> {
  const response = await call(server, 'POST', '/api/gifts', null, {
    project: 'urban-farming',
    name: 'Daniel Koh',
    showName: true,
    email: 'donor@gifts.example',
    ...body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as Pledged).data.reference;
}
type GiftList = {items: GiftRecord[]};
async function giftList(query = ''): Promise<GiftList> {
  const response = await call(server, 'GET', `/api/staff/gifts${query}`, staff.token);
  expect(response.status).toBe(200);
  return (await response.json()) as GiftList;
}
/** The transfers waiting for a match that `q` finds (the first page). */
async function waitingTransfers(q: string): Promise<{id: string; text: string}[]> {
  const response = await call(
    server,
    'GET',
    `/api/staff/gifts/transfers?q=${encodeURIComponent(q)}`,
    staff.token,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as {items: {id: string; text: string}[]}).items;
}
const byReference = async (reference: string) =>
  (await giftList(`?search=${reference}`)).items.find((gift) => gift.reference === reference)!;

async function statement(csv: string, dryRun: boolean) {
  const response = await server.fetch(`/api/staff/gifts/bank-statement${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${staff.token}`, 'Content-Type': 'text/csv'},
    body: csv,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      counts: Record<string, number>;
      rows: {outcome: string}[];
      saved: Record<string, number>;
      headers: string[];
      missing: string[];
    },
  };
}

describe('staff gifts', () => {
  it('is for staff only', async () => {
    expect((await call(server, 'GET', '/api/staff/gifts', user.token)).status).toBe(403);
    expect((await call(server, 'GET', '/api/staff/gifts', null)).status).toBe(401);
  });

  it('receives a pledge with the next receipt number, mails the receipt PDF, and shows it on /contributions', async () => {
    const reference = await pledge({
      amount: 120,
      taxDeduction: {idType: 'NRIC', idNumber: 'S1234567D', fullName: 'Koh Wei Ming Daniel', consent: true},
    });
    const listed = await byReference(reference);
    expect(listed).toMatchObject({status: 'pledged', taxIdMasked: 'S****567D', amountCents: 12000});
    expect(JSON.stringify(await giftList())).not.toContain('S1234567D');

    const since = Date.now();
    const response = await call(server, 'PATCH', `/api/staff/gifts/${listed.id}`, staff.token, {
      status: 'received',
      receivedOn: slashed,
    });
    expect(response.status).toBe(200);
    const {gift} = (await response.json()) as {gift: GiftRecord};
    expect(gift).toMatchObject({status: 'received', receivedCents: 12000, receivedOn: today});
    expect(gift.receiptNumber).toMatch(/^NFT\d{7}$/);

    const caught = await mail.waitForMail('donor@gifts.example', {since, subject: /receipt/});
    expect(caught.text).toContain(`Your receipt ${gift.receiptNumber} is attached`);
    expect(caught.text).not.toContain('Daniel');
    const [pdf] = caught.attachments;
    expect(pdf?.contentType).toContain('application/pdf');
    const words = pdfText(pdf!.bytes);
    expect(words).toContain(gift.receiptNumber);
    expect(words).toContain('$120');
    expect(words).toContain('S****567D');
    expect(words).not.toContain('S1234567D');

    const ledger = (await (await server.fetch('/api/contributors')).json()) as {
      contributors: {name: string; amount: number}[];
    };
    expect(ledger.contributors).toContainEqual(expect.objectContaining({name: 'Daniel Koh', amount: 120}));
    expect(
      (await call(server, 'PATCH', `/api/staff/gifts/${listed.id}`, staff.token, {status: 'received'}))
        .status,
    ).toBe(409);
  });

  it('voids a gift only with a reason, and keeps its receipt number', async () => {
    const reference = await pledge({amount: 15});
    const {id} = await byReference(reference);
    const without = await call(server, 'PATCH', `/api/staff/gifts/${id}`, staff.token, {status: 'void'});
    expect(without.status).toBe(400);
    expect(((await without.json()) as {errors: Record<string, string>}).errors.reason).toMatch(
      /why this gift is void/,
    );
    const voided = await call(server, 'PATCH', `/api/staff/gifts/${id}`, staff.token, {
      status: 'void',
      reason: 'Pledged twice',
    });
    expect(((await voided.json()) as {gift: GiftRecord}).gift).toMatchObject({
      status: 'void',
      voidReason: 'Pledged twice',
    });
    expect((await giftList('?status=void')).items.map((gift) => gift.reference)).toContain(reference);
  });

  it('imports a bank statement: a dry run first, then all rows once, and nothing the second time', async () => {
    const full = await pledge({amount: 50});
    const short = await pledge({amount: 30});
    const csv = [
      '\uFEFFAccount Number:,123-456789-0',
      '',
      'Transaction Date,Description,Withdrawal,Deposit',
      `${spelled},"PAYNOW-FAST ${full.toLowerCase()}",,50.00`,
      `${slashed},GIRO ${short},,"$20.00"`,
      `${today},TRANSFER FROM LIM,,"1,077.00"`,
      `${today},BANK CHARGES,5.00,`,
    ].join('\r\n');
    const dry = await statement(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.counts).toEqual({matched: 1, review: 1, unmatched: 1, already: 0});
    expect(dry.body.rows.map((row: {outcome: string}) => row.outcome)).toEqual([
      'matched',
      'review',
      'unmatched',
    ]);
    expect((await byReference(full)).status).toBe('pledged');

    const saved = await statement(csv, false);
    expect(saved.body.saved).toEqual({
      received: 1,
      review: 1,
      unmatched: 1,
      already: 0,
      importId: expect.any(String),
    });
    expect(await byReference(full)).toMatchObject({status: 'received', receivedCents: 5000});
    expect(await byReference(short)).toMatchObject({status: 'review', receivedCents: 2000});
    expect((await statement(csv, false)).body.saved).toEqual({
      received: 0,
      review: 0,
      unmatched: 0,
      already: 3,
      importId: expect.any(String),
    });

    // The Overview counts what needs staff.
    const overview = (await (await call(server, 'GET', '/api/staff/overview', staff.token)).json()) as {
      overview: {giftsToReview: number; transfersWaiting: number};
    };
    expect(overview.overview).toMatchObject({giftsToReview: 1, transfersWaiting: 1});

    // The short one: staff record what arrived; the stray transfer becomes a gift of its own.
    const shortId = (await byReference(short)).id;
    const received = await call(server, 'PATCH', `/api/staff/gifts/${shortId}`, staff.token, {
      status: 'received',
    });
    expect(((await received.json()) as {gift: GiftRecord}).gift).toMatchObject({
      status: 'received',
      receivedCents: 2000,
    });
    const waiting = (await waitingTransfers('lim')).find((transfer) => transfer.text.includes('LIM'))!;
    const settled = await call(server, 'POST', `/api/staff/gifts/transfers/${waiting.id}`, staff.token, {
      newGift: {project: 'general', name: 'Lim Family', showName: false, email: 'lim@gifts.example'},
    });
    expect(((await settled.json()) as {gift: GiftRecord}).gift).toMatchObject({
      status: 'received',
      receivedCents: 107700,
      donorName: 'Lim Family',
    });
    expect((await waitingTransfers('lim')).find((transfer) => transfer.id === waiting.id)).toBeUndefined();
  });

  it('takes the statement as a file in a form, and as JSON with the columns chosen by hand', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([`Date,Description,Credit\n${spelled},NO REFERENCE,1.00\n`]),
      'statement.csv',
    );
    const multipart = await server.fetch('/api/staff/gifts/bank-statement?dryRun=1', {
      method: 'POST',
      headers: {Authorization: `Bearer ${staff.token}`},
      body: form,
    });
    expect(((await multipart.json()) as {counts: Record<string, number>}).counts.unmatched).toBe(1);
    const mapped = await call(server, 'POST', '/api/staff/gifts/bank-statement?dryRun=1', staff.token, {
      csv: `When,What,Money\n${spelled},x,2.50\n`,
      columns: {date: 'When', amount: 'Money', text: ['What']},
    });
    expect(((await mapped.json()) as {rows: {amount: number}[]}).rows).toEqual([
      expect.objectContaining({amount: 2.5}),
    ]);
  });

  it('says which columns a statement lacks, so staff can map them', async () => {
    const answer = await statement(`When,What,Money\n${spelled},x,1.00\n`, true);
    expect(answer.status).toBe(400);
    expect(answer.body.headers).toEqual(['When', 'What', 'Money']);
    expect(answer.body.missing).toEqual(expect.arrayContaining(['date', 'amount']));
  });

  it('writes the IRAS file with the full ID number, and logs who took it', async () => {
    const reference = await pledge({
      amount: 250,
      taxDeduction: {idType: 'FIN', idNumber: 'G1234567X', fullName: 'Ana Maria Santos', consent: true},
    });
    const {id} = await byReference(reference);
    await call(server, 'PATCH', `/api/staff/gifts/${id}`, staff.token, {
      status: 'received',
      receivedOn: today,
    });
    const response = await call(server, 'GET', `/api/staff/gifts/iras?year=${year}`, staff.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain(`iras-donations-${year}-`);
    const file = await response.text();
    expect(file).toContain('G1234567X');
    expect(file).toContain('Ana Maria Santos');
    const activity = (await (await call(server, 'GET', '/api/staff/activity', staff.token)).json()) as {
      items: {action: string; targetType: string; actor: {email: string}}[];
    };
    expect(activity.items[0]).toMatchObject({
      action: 'export',
      targetType: 'iras-file',
      actor: {email: staff.email},
    });
  });

  it('records a gift by hand, received at once with its receipt', async () => {
    const response = await call(server, 'POST', '/api/staff/gifts', staff.token, {
      amount: 150_000,
      project: 'education',
      name: 'Tan Holdings Pte Ltd',
      showName: true,
      email: 'accounts@tanholdings.example',
      receivedOn: today,
      paidBy: 'cheque',
    });
    expect(response.status).toBe(201);
    const {gift} = (await response.json()) as {gift: GiftRecord};
    expect(gift).toMatchObject({status: 'received', paidBy: 'cheque', receivedCents: 15_000_000});
    const pdf = await call(server, 'GET', `/api/staff/gifts/${gift.id}/receipt`, staff.token);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('$150,000');
  });

  it('marks several pledges received at once, all or none (issue 56)', async () => {
    const since = Date.now();
    const references = await Promise.all([10, 20, 30].map((amount) => pledge({amount})));
    const [a, b, c] = await Promise.all(references.map(byReference));
    const receive = (ids: string[]) =>
      call(server, 'POST', '/api/staff/gifts/receive', staff.token, {
        ids,
        receivedOn: today,
        note: 'Cash box',
      });
    const both = await receive([a!.id, b!.id]);
    expect(both.status).toBe(200);
    const {gifts} = (await both.json()) as {gifts: GiftRecord[]};
    expect(gifts.map((gift) => [gift.status, gift.receivedCents, gift.note])).toEqual([
      ['received', 1000, 'Cash box'],
      ['received', 2000, 'Cash box'],
    ]);
    for (const gift of gifts)
      await mail.waitForMail('donor@gifts.example', {since, subject: new RegExp(gift.receiptNumber!)});
    // One of them is received already: nothing is marked, and staff are told which.
    const again = await receive([c!.id, a!.id]);
    expect(again.status).toBe(409);
    expect(((await again.json()) as {message: string}).message).toContain(a!.reference);
    expect((await byReference(c!.reference)).status).toBe('pledged');
    expect((await receive([])).status).toBe(400);
    expect((await receive(['999999'])).status).toBe(404);
  });

  it('records a cash gift with no e-mail: received, its receipt downloaded, no mail sent (issue 56)', async () => {
    const mailsBefore = mail.mails.length;
    const response = await call(server, 'POST', '/api/staff/gifts', staff.token, {
      amount: 88,
      project: 'general',
      name: 'TAN AH KOW',
      showName: false,
      email: '',
      receivedOn: today,
      paidBy: 'cash',
    });
    expect(response.status).toBe(201);
    const {gift} = (await response.json()) as {gift: GiftRecord};
    expect(gift).toMatchObject({status: 'received', email: '', receivedCents: 8800, paidBy: 'cash'});
    const pdf = await call(server, 'GET', `/api/staff/gifts/${gift.id}/receipt`, staff.token);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(gift.receiptNumber!);
    expect(mail.mails.length).toBe(mailsBefore);
    const cheque = await call(server, 'POST', '/api/staff/gifts', staff.token, {
      amount: 500,
      project: 'education',
      name: 'Lim Family',
      showName: true,
      receivedOn: today,
      paidBy: 'cheque',
      chequeNumber: '012 345',
      note: 'Posted with a card from the Lim family',
    });
    expect(cheque.status).toBe(201);
    expect(((await cheque.json()) as {gift: GiftRecord}).gift).toMatchObject({
      email: '',
      chequeNumber: '012345',
      note: 'Posted with a card from the Lim family',
    });
    const badCheque = await call(server, 'POST', '/api/staff/gifts', staff.token, {
      amount: 500,
      project: 'education',
      name: 'Lim Family',
      showName: true,
      receivedOn: today,
      paidBy: 'cheque',
      chequeNumber: '12345',
    });
    expect(await badCheque.json()).toMatchObject({
      errors: {chequeNumber: expect.stringContaining('6 digits')},
    });

    // The accounts' file of the period: the method and the cheque's number, no e-mails, in Activity.
    const exported = await call(
      server,
      'GET',
      `/api/staff/gifts/export?from=${today}&to=${today}`,
      staff.token,
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('Content-Disposition')).toContain(`gifts-${today}-to-${today}.csv`);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    // The byte-order mark Excel needs to read the names as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.startsWith('"Received on","Receipt number","Gift reference","Status","Donor"')).toBe(true);
    expect(csv).toContain(
      `"${gift.receiptNumber}","${gift.reference}","Received","TAN AH KOW","Where it is needed most","88.00","Cash","",""`,
    );
    expect(csv).toContain('"Cheque","012345"');
    expect(csv).not.toContain('@gifts.example');
    const activity = (await (await call(server, 'GET', '/api/staff/activity', staff.token)).json()) as {
      items: {action: string; targetType: string}[];
    };
    expect(activity.items[0]).toMatchObject({action: 'export', targetType: 'gifts'});
    for (const query of [
      'from=2026-13-01&to=2026-12-31',
      `from=${today}&to=2020-01-01`,
      'from=2025-01-01&to=2026-12-31',
    ])
      expect((await call(server, 'GET', `/api/staff/gifts/export?${query}`, staff.token)).status).toBe(400);
    const bad = await call(server, 'POST', '/api/staff/gifts', staff.token, {
      amount: 88,
      project: 'general',
      name: 'TAN AH KOW',
      showName: false,
      email: 'tan@gmail',
      receivedOn: today,
      paidBy: 'cash',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({errors: {email: expect.stringContaining('leave it empty')}});
  });
});

describe('my gifts', () => {
  it('shows a donor their own gifts once their address is confirmed, with receipts and a year statement', async () => {
    const unconfirmed = await call(server, 'GET', '/api/me/gifts', user.token);
    expect(await unconfirmed.json()).toMatchObject({gifts: [], addressConfirmed: false});
    expect((await call(server, 'GET', `/api/me/gifts/statement?year=${year}`, user.token)).status).toBe(403);
    await server.confirmEmail(user.email);
    const response = await call(server, 'GET', '/api/me/gifts', user.token);
    const {gifts} = (await response.json()) as {gifts: GiftRecord[]};
    expect(gifts.length).toBeGreaterThan(0);
    expect(gifts.every((gift) => gift.email === user.email)).toBe(true);
    const received = gifts.find((gift) => gift.status === 'received' && gift.taxIdMasked === 'S****567D')!;
    const receipt = await call(server, 'GET', `/api/me/gifts/${received.id}/receipt`, user.token);
    expect(pdfText(new Uint8Array(await receipt.arrayBuffer()))).toContain(received.receiptNumber!);
    const statement = await call(server, 'GET', `/api/me/gifts/statement?year=${year}`, user.token);
    expect(pdfText(new Uint8Array(await statement.arrayBuffer()))).toContain(received.receiptNumber!);
    const stranger = await signUpAndLogIn(server, 'stranger@gifts.example');
    await server.confirmEmail(stranger.email);
    expect((await call(server, 'GET', `/api/me/gifts/${received.id}/receipt`, stranger.token)).status).toBe(
      404,
    );
  });
});
