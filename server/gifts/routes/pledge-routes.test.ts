// POST /api/gifts through the whole app (in-process, a real SQLite file) and a real SMTP server: the
// reference, the PayNow payload that carries it, the mail with no word the donor typed, the ID number
// sealed in the database file, any origin allowed, retries answered once, and the IPC switch.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parseEmv} from '../../../core/donate/emv-parse.test-support.ts';
import {isGiftReference} from '../../../core/donate/index.ts';
import {GIFT_MESSAGES} from '../../../core/rules/index.ts';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';
import {NO_TAX_DEDUCTION_MESSAGE} from './pledge-routes.ts';

let mail: MailCatcher;
let server: TestApp;
let notIpc: TestApp;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({
    env: {SMTP_URL: mail.smtpUrl, IPC_REGISTRATION: 'IPC000123', RATE_LIMIT_FACTOR: '20'},
  });
  notIpc = await startTestApp();
});
afterAll(async () => {
  await Promise.all([server?.close(), notIpc?.close()]);
  await mail?.stop();
});

const gift = {
  amount: 50,
  project: 'urban-farming',
  name: 'Tan <b>Ah</b> Kow',
  showName: true,
  email: 'Tan@Example.org',
};
const taxDeduction = {idType: 'NRIC', idNumber: 's1234567d', fullName: 'Tan Ah Kow', consent: true};

function pledge(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return app.fetch('/api/gifts', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });
}

type Answer = {
  data: {
    reference: string;
    amount: number;
    project: string;
    status: string;
    paynowPayload: string;
    mailed: boolean;
  };
};

describe('POST /api/gifts', () => {
  it('answers a reference and a PayNow payload that carries it and the fixed amount, and mails how to pay', async () => {
    const since = Date.now();
    const response = await pledge(server, {...gift, taxDeduction});
    expect(response.status).toBe(201);
    const {data} = (await response.json()) as Answer;
    expect(isGiftReference(data.reference)).toBe(true);
    expect(data).toMatchObject({
      amountCents: 5000,
      project: 'urban-farming',
      status: 'pledged',
      mailed: true,
    });
    const fields = new Map(parseEmv(data.paynowPayload).map((field) => [field.id, field.value]));
    expect(fields.get('54')).toBe('50.00');
    expect(parseEmv(fields.get('62')!)).toEqual([
      {id: '01', length: data.reference.length, value: data.reference},
    ]);
    // Not editable: tag 26's sub-tag 03 says the amount may not be changed.
    expect(parseEmv(fields.get('26')!).find((field) => field.id === '03')?.value).toBe('0');

    const caught = await mail.waitForMail('tan@example.org', {since});
    expect(caught.subject).toBe(`Your gift reference ${data.reference}`);
    expect(caught.text).toContain(`put ${data.reference} in the reference or comments`);
    expect(caught.text).toContain('$50 to Nard Urban Farming');
    // Anyone may type anyone's address: nothing the donor typed is in the mail.
    expect(caught.text).not.toMatch(/Tan|Ah Kow|S1234567D|567D/i);

    // The number is in the database file only sealed; the masked form is what is shown.
    // (Written pages may still be in the write-ahead log beside the file: both are read.)
    const bytes = Buffer.concat(
      ['nard.sqlite', 'nard.sqlite-wal']
        .map((name) => path.join(server.dataDir, name))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file)),
    );
    expect(bytes.includes('S1234567D')).toBe(false);
    expect(bytes.includes('S****567D')).toBe(true);
  });

  it('says what is wrong, field by field, in the words the form shows', async () => {
    const response = await pledge(server, {
      ...gift,
      amount: 12.345,
      project: 'somewhere',
      taxDeduction: {idType: 'NRIC', idNumber: 'S1234567A', fullName: '', consent: false},
    });
    expect(response.status).toBe(400);
    const {errors} = (await response.json()) as {errors: Record<string, string>};
    expect(errors).toMatchObject({
      amount: GIFT_MESSAGES.amount,
      project: GIFT_MESSAGES.project,
      'taxDeduction.idNumber': expect.stringContaining('last letter does not match'),
      'taxDeduction.fullName': GIFT_MESSAGES.idNameRequired,
      'taxDeduction.consent': GIFT_MESSAGES.consent,
    });
    expect((await pledge(server, {...gift, amount: 100_000.01})).status).toBe(400);
    expect((await pledge(server, {...gift, amount: 100_000})).status).toBe(201);
  });

  it('takes no ID number when the foundation has no IPC details, and gives no deduction promise', async () => {
    const refused = await pledge(notIpc, {...gift, taxDeduction});
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as {errors: Record<string, string>}).errors).toEqual({
      taxDeduction: NO_TAX_DEDUCTION_MESSAGE,
    });
    expect((await pledge(notIpc, gift)).status).toBe(201);
    const config = (await (await notIpc.fetch('/api/config')).json()) as {config: {ipc: unknown}};
    expect(config.config.ipc).toBeNull();
  });

  it('lets any page pledge (no partner needed), and nothing else', async () => {
    const origin = {Origin: 'https://stranger.example'};
    const preflight = await server.fetch('/api/gifts', {
      method: 'OPTIONS',
      headers: {
        ...origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://stranger.example');
    const answered = await pledge(server, gift, origin);
    expect(answered.status).toBe(201);
    expect(answered.headers.get('Access-Control-Allow-Origin')).toBe('https://stranger.example');
    expect((await server.fetch('/api/contact', {method: 'POST', headers: origin, body: '{}'})).status).toBe(
      403,
    );
  });

  it('answers a retry with the same Idempotency-Key once, and refuses the key for another gift', async () => {
    const key = {'Idempotency-Key': 'pledge-retry-1'};
    const first = (await (await pledge(server, gift, key)).json()) as Answer;
    const retry = await pledge(server, gift, key);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await retry.json()) as Answer).data.reference).toBe(first.data.reference);
    expect((await pledge(server, {...gift, amount: 51}, key)).status).toBe(422);
    expect((await pledge(server, gift, {'Idempotency-Key': 'bad key'})).status).toBe(400);
  });
});

describe('an app that stops right after a pledge', () => {
  it('sends the pledge mail before it closes the store and the mailer', async () => {
    const catcher = await startMailCatcher();
    const app = await startTestApp({env: {SMTP_URL: catcher.smtpUrl}});
    try {
      const response = await pledge(app, {...gift, email: 'stopping@example.org'});
      expect(response.status).toBe(201);
      await app.close();
      // Nothing is awaited between the answer and close(): the mail was still being written.
      expect(catcher.mails.some((caught) => caught.to.includes('stopping@example.org'))).toBe(true);
    } finally {
      await catcher.stop();
    }
  });
});
