// POST /api/contact through the whole app (in-process, on a real SQLite file) and a real SMTP server:
// validated, stored, mailed, rate limited.

import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {FIELD_MESSAGES} from '../../../core/messages/index.ts';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {waitWords} from '../../http/wait-words.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let mail: MailCatcher;
let server: TestApp;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({
    env: {SMTP_URL: mail.smtpUrl, FOUNDATION_EMAIL: 'office@nard.example', RATE_LIMIT_FACTOR: '20'},
  });
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

function postContact(app: TestApp, body: unknown) {
  return app.fetch('/api/contact', {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
}

describe('POST /api/contact', () => {
  it('stores the message and mails it to FOUNDATION_EMAIL', async () => {
    const since = Date.now();
    const response = await postContact(server, {
      name: 'Mei Ling',
      email: '  Mei.Ling@Example.COM ',
      subject: 'Volunteering at the farm',
      message: 'Can I help at the Ang Mo Kio farm on Saturdays?\nThank you!',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      success: true,
      statusCode: 201,
      message: 'Form submitted successfully',
    });

    const caught = await mail.waitForMail('office@nard.example', {since});
    expect(caught.to).toEqual(['office@nard.example']);
    // Reply goes to the sender (issue 20), their address as the e-mail rule cleaned it.
    expect(caught.replyTo).toBe('mei.ling@example.com');
    expect(caught.subject).toBe('Contact form: Volunteering at the farm');
    // The sender's words are fenced and named as theirs, so staff do not mistake them for ours.
    expect(caught.text).toContain(
      [
        '----- What the sender typed (not checked by us) -----',
        'Name: Mei Ling',
        'E-mail: mei.ling@example.com',
        'Subject: Volunteering at the farm',
        '',
        'Can I help at the Ang Mo Kio farm on Saturdays?',
        'Thank you!',
        '----- End of what the sender typed -----',
      ].join('\n'),
    );

    const db = new DatabaseSync(path.join(server.dataDir, 'nard.sqlite'), {readOnly: true});
    const row = db
      .prepare('SELECT name, email, message FROM contact_messages ORDER BY id DESC LIMIT 1')
      .get();
    db.close();
    expect(row).toEqual({
      name: 'Mei Ling',
      email: 'mei.ling@example.com',
      message: 'Can I help at the Ang Mo Kio farm on Saturdays?\nThank you!',
    });
  });

  it('refuses a line break in the subject, so no header can be smuggled into the mail', async () => {
    const response = await postContact(server, {
      name: 'Mei Ling',
      email: 'mei@example.com',
      subject: 'Hello\r\nBcc: victim@example.com',
      message: 'Hi',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as {errors: Record<string, string>}).errors.subject).toBe(
      FIELD_MESSAGES.textCharacters,
    );
    expect(mail.mails.some((m) => m.to.includes('victim@example.com'))).toBe(false);
  });

  it.each([
    {
      body: {name: '', email: '', message: ''},
      errors: {name: 'Name is required', email: 'Email is required', message: 'Message is required'},
    },
    {body: {name: 'Ana', email: 'not-an-email', message: 'Hi'}, errors: {email: 'Email is invalid'}},
    {
      body: {name: 42, email: ['a@b.co'], message: {text: 'x'}},
      errors: {name: expect.any(String), email: expect.any(String), message: expect.any(String)},
    },
    {
      body: {name: 'Ana', email: 'ana@example.com', message: 'Hi', role: 'admin'},
      errors: {role: 'This field is not accepted'},
    },
  ])('refuses $body with field errors', async ({body, errors}) => {
    const response = await postContact(server, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {errors: Record<string, string>};
    expect(answer).toMatchObject({success: false, statusCode: 400, message: expect.any(String)});
    expect(answer.errors).toEqual(errors);
  });

  it('limits each IP to 5 messages a minute, with Retry-After', async () => {
    const strict = await startTestApp();
    try {
      const valid = {name: 'Ravi', email: 'ravi@example.com', message: 'Hello'};
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await postContact(strict, valid)).status).toBe(201);
      const blocked = await postContact(strict, valid);
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await blocked.json()).toEqual({
        success: false,
        statusCode: 429,
        message: `Too many tries. Please wait ${waitWords(retryAfter).words} and try again.`,
      });
    } finally {
      await strict.close();
    }
  });
});
