// The IRAS file as a record, through the whole app (a real SQLite file) and a real SMTP server (issue 55):
// the check names what IRAS would refuse, a download is kept as prepared, marked submitted it is filed, the
// next file holds only what was not, and a gift voided or refunded after filing is "To correct with IRAS"
// until an amendment of it is submitted. A refund also mails the donor and leaves the ledger.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {GiftRecord} from '../../../core/donate/index.ts';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {receivedOnRange} from '../../../core/rules/index.ts';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {call, signUpAndLogIn, type TestAccount} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

const today = singaporeDate(Date.now());
const year = today.slice(0, 4);

let mail: MailCatcher;
let server: TestApp;
let staff: TestAccount;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({
    env: {SMTP_URL: mail.smtpUrl, IPC_REGISTRATION: 'IPC000123', RATE_LIMIT_FACTOR: '100'},
  });
  staff = await signUpAndLogIn(server, 'staff@iras.example');
  await server.grantRole(staff, 'staff');
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

/** A pledge with an ID, received today; answers the gift as staff see it. */
async function receivedGift(name: string, amount: number, email: string): Promise<GiftRecord> {
  const pledged = await call(server, 'POST', '/api/gifts', null, {
    project: 'education',
    name,
    showName: true,
    email,
    amount,
    taxDeduction: {idType: 'NRIC', idNumber: 'S1234567D', fullName: name, consent: true},
  });
  expect(pledged.status).toBe(201);
  const {reference} = ((await pledged.json()) as {data: {reference: string}}).data;
  const list = await call(server, 'GET', `/api/staff/gifts?search=${reference}`, staff.token);
  const [gift] = ((await list.json()) as {items: GiftRecord[]}).items;
  const received = await call(server, 'PATCH', `/api/staff/gifts/${gift!.id}`, staff.token, {
    status: 'received',
    receivedOn: today,
  });
  expect(received.status).toBe(200);
  return ((await received.json()) as {gift: GiftRecord}).gift;
}

type Check = {
  check: {
    records: number;
    totalDollars: number;
    filed: number;
    refused: {reference: string; problems: string[]}[];
    corrections: {reference: string; receiptNumber: string; filedDollars: number; changes: string[]}[];
  };
  filings: {id: string; batch: string; submittedOn: string | null}[];
};
const check = async (query = '') =>
  (await (
    await call(server, 'GET', `/api/staff/gifts/iras/check?year=${year}${query}`, staff.token)
  ).json()) as Check;
const download = (path = '') => call(server, 'GET', `/api/staff/gifts/iras${path}?year=${year}`, staff.token);
const submit = (id: string, submittedOn = today) =>
  call(server, 'POST', `/api/staff/gifts/iras/filings/${id}/submitted`, staff.token, {submittedOn});

describe('the IRAS file as a record', () => {
  let first: GiftRecord;
  let second: GiftRecord;
  it('checks the year: what a file holds, and every record IRAS would refuse, in words', async () => {
    first = await receivedGift('Tan, Ah Kow', 120.75, 'tan@iras.example');
    second = await receivedGift('Siti Nurhaliza', 300, 'siti@iras.example');
    const tooLong = await receivedGift(`Lim ${'Mei '.repeat(20)}Ling`, 50, 'lim@iras.example');
    const answer = await check();
    expect(answer.check).toMatchObject({records: 2, totalDollars: 420, filed: 0, corrections: []});
    expect(answer.check.refused).toEqual([
      {
        reference: tooLong.reference,
        receiptNumber: tooLong.receiptNumber,
        problems: [expect.stringContaining('IRAS takes at most 66')],
      },
    ]);
    expect(first.receiptNumber).toMatch(/^NRD\d{7}$/);
  });

  it('downloads the file in the layout IPCs upload, kept as prepared until marked submitted', async () => {
    const response = await download();
    expect(response.status).toBe(200);
    const id = response.headers.get('X-Iras-Filing')!;
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(`0,7,${year},7,0,202400000A,,,,,,,,`);
    expect(lines.slice(1, 3)).toEqual([
      `1,1,S1234567D,Tan Ah Kow,,,,,,120,${today.replaceAll('-', '')},${first.receiptNumber},O,Z`,
      `1,1,S1234567D,Siti Nurhaliza,,,,,,300,${today.replaceAll('-', '')},${second.receiptNumber},O,Z`,
    ]);
    expect(lines[3]).toBe('2,2,420,,,,,,,,,,,');
    // Prepared is not filed: the next download holds the same gifts.
    expect((await check()).check.filed).toBe(0);
    expect((await submit(id, '2099-01-01')).status).toBe(400);
    const marked = await submit(id);
    expect(marked.status).toBe(200);
    expect((await submit(id)).status).toBe(409);
    expect((await check()).check).toMatchObject({records: 0, filed: 2});
    expect((await download()).status).toBe(409);
    // Asked for all, the year's file holds every gift again.
    const all = await call(server, 'GET', `/api/staff/gifts/iras?year=${year}&all=1`, staff.token);
    expect((await all.text()).split('\r\n')).toHaveLength(5);
  });

  it('lists a filed gift voided or refunded under To correct, until an amendment of it is submitted', async () => {
    await call(server, 'PATCH', `/api/staff/gifts/${first.id}`, staff.token, {
      status: 'void',
      reason: 'Bounced',
    });
    const since = Date.now();
    const refunded = await call(server, 'PATCH', `/api/staff/gifts/${second.id}`, staff.token, {
      status: 'refunded',
      reason: 'Given twice by mistake',
    });
    expect(refunded.status).toBe(200);
    expect(((await refunded.json()) as {gift: GiftRecord}).gift).toMatchObject({
      status: 'refunded',
      receiptNumber: second.receiptNumber,
    });
    const refundMail = await mail.waitForMail('siti@iras.example', {since, subject: /returned/});
    expect(refundMail.text).toContain(`${second.receiptNumber} is cancelled`);
    expect(refundMail.text).not.toContain('Given twice');
    const {corrections} = (await check()).check;
    expect(corrections).toEqual([
      {
        reference: first.reference,
        receiptNumber: first.receiptNumber,
        filedDollars: 120,
        changes: ['cancelled'],
      },
      {
        reference: second.reference,
        receiptNumber: second.receiptNumber,
        filedDollars: 300,
        changes: ['cancelled'],
      },
    ]);
    const amendment = await download('/amendment');
    expect(amendment.status).toBe(200);
    const lines = (await amendment.text()).split('\r\n');
    expect(lines.slice(1, 4)).toEqual([
      `1,1,S1234567D,Tan Ah Kow,,,,,,0,${today.replaceAll('-', '')},${first.receiptNumber},O,Z`,
      `1,1,S1234567D,Siti Nurhaliza,,,,,,0,${today.replaceAll('-', '')},${second.receiptNumber},O,Z`,
      '2,2,0,,,,,,,,,,,',
    ]);
    expect((await submit(amendment.headers.get('X-Iras-Filing')!)).status).toBe(200);
    expect((await check()).check.corrections).toEqual([]);
    expect((await download('/amendment')).status).toBe(409);
  });

  it('refunds only a received gift, with a reason, and the ledger drops it', async () => {
    const gift = await receivedGift('Daniel Koh', 77, 'daniel@iras.example');
    const ledger = async () =>
      ((await (await server.fetch('/api/contributors')).json()) as {contributors: {_id: string}[]})
        .contributors;
    expect((await ledger()).some((row) => row._id === `gift-${gift.id}`)).toBe(true);
    const noReason = await call(server, 'PATCH', `/api/staff/gifts/${gift.id}`, staff.token, {
      status: 'refunded',
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({errors: {reason: expect.stringContaining('goes back')}});
    await call(server, 'PATCH', `/api/staff/gifts/${gift.id}`, staff.token, {
      status: 'refunded',
      reason: 'Asked',
    });
    expect((await ledger()).some((row) => row._id === `gift-${gift.id}`)).toBe(false);
    const twice = await call(server, 'PATCH', `/api/staff/gifts/${gift.id}`, staff.token, {
      status: 'refunded',
      reason: 'Again',
    });
    expect(twice.status).toBe(409);
  });

  it('names last year’s file on the overview while a gift of it waits to be filed', async () => {
    // The earliest day a gift recorded by hand can have: a year back, so last year's.
    const lastYearDay = receivedOnRange(today, null).earliest;
    const overview = async () =>
      (
        (await (await call(server, 'GET', '/api/staff/overview', staff.token)).json()) as {
          overview: {irasDue: unknown};
        }
      ).overview.irasDue;
    expect(await overview()).toBeNull();
    const recorded = await call(server, 'POST', '/api/staff/gifts', staff.token, {
      amount: 88,
      project: 'education',
      name: 'Tan Ah Kow',
      showName: false,
      email: 'tan@iras.example',
      receivedOn: lastYearDay,
      paidBy: 'cash',
      taxDeduction: {idType: 'NRIC', idNumber: 'S1234567D', fullName: 'Tan Ah Kow', consent: true},
    });
    expect(recorded.status).toBe(201);
    const lastYear = Number(lastYearDay.slice(0, 4));
    expect(await overview()).toEqual({
      year: lastYear,
      dueBy: `${lastYear + 1}-01-31`,
      gifts: 1,
      late: today > `${lastYear + 1}-01-31`,
    });
  });

  it('lets staff add or correct an ID until the gift is filed, then refuses (issue 56)', async () => {
    const gift = await receivedGift('Ng Bee Hoon', 60, 'ng@iras.example');
    const setId = (taxDeduction: unknown) =>
      call(server, 'PATCH', `/api/staff/gifts/${gift.id}/tax-id`, staff.token, {taxDeduction});
    const corrected = await setId({
      idType: 'NRIC',
      idNumber: 'T0123456G',
      fullName: 'Ng Bee Hoon',
      consent: true,
    });
    expect(corrected.status).toBe(200);
    expect(((await corrected.json()) as {gift: GiftRecord}).gift).toMatchObject({
      taxIdType: 'NRIC',
      taxIdMasked: 'T****456G',
    });
    expect((await setId({idType: 'NRIC', idNumber: 'S123', fullName: 'Ng', consent: true})).status).toBe(400);
    const activity = (await (await call(server, 'GET', '/api/staff/activity', staff.token)).json()) as {
      items: {action: string; targetId: string; actor: {email: string}}[];
    };
    expect(activity.items[0]).toMatchObject({
      action: 'tax-id',
      targetId: gift.id,
      actor: {email: staff.email},
    });
    const file = await download();
    expect(await file.text()).toContain('T0123456G');
    expect((await submit(file.headers.get('X-Iras-Filing')!)).status).toBe(200);
    const late = await setId({idType: 'NRIC', idNumber: 'S1234567D', fullName: 'Ng Bee Hoon', consent: true});
    expect(late.status).toBe(409);
    expect(((await late.json()) as {message: string}).message).toContain(`filed with IRAS on ${today}`);
  });
});
