// Issue 10, finding 3, read from the real SMTP catcher: no mail we send to an address someone typed carries
// a word they typed; only the contact message forwarded to the foundation does, fenced as the sender's.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';
import {signupBody} from './auth-test-app.test-support.ts';

const FOUNDATION = 'office@nard.example';
const VICTIM = 'victim@nard.example';
// What a stranger might type to turn our mails into their phishing.
const HOSTILE = {
  fullName: 'URGENT verify at https://evil.example',
  profession: 'Click https://evil.example/login now',
  emergencyContact: '+65 EVIL',
};
const TYPED = ['URGENT', 'evil.example', 'EVIL', 'Click'];

let mail: MailCatcher;
let server: TestApp;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({
    env: {SMTP_URL: mail.smtpUrl, FOUNDATION_EMAIL: FOUNDATION, RATE_LIMIT_FACTOR: '100'},
  });
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

async function call(method: string, path: string, body: unknown) {
  const response = await server.fetch(`/api${path}`, {
    method,
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

async function mailsTo(to: string, count: number) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = mail.mails.filter((m) => m.to.includes(to));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `expected ${count} mails to ${to}, got ${mail.mails.filter((m) => m.to.includes(to)).length}`,
  );
}

describe('mails we send', () => {
  it('carry no stranger-typed text to any address, and fence it in the foundation copy', async () => {
    // A stranger signs the victim up, signs up again, and asks for a reset; the victim resets with the link.
    expect((await call('POST', '/auth/signup', signupBody({email: VICTIM, ...HOSTILE}))).status).toBe(201);
    expect((await call('POST', '/auth/signup', signupBody({email: VICTIM, ...HOSTILE}))).status).toBe(201);
    expect((await call('POST', '/auth/send-otp', {email: VICTIM})).status).toBe(200);
    // Mails go out in the background, so they may arrive in any order.
    const reset = (await mailsTo(VICTIM, 3)).find((m) => m.subject === 'Your code to reset your password');
    const link = new URL(/^(http\S+\/update-password#\S+)$/m.exec(reset!.text)![1]!);
    const fields = new URLSearchParams(link.hash.slice(1));
    const update = await call('PUT', '/auth/update-password', {
      email: fields.get('email'),
      resetToken: fields.get('token'),
      newPassword: 'N3w!Passw0rd',
      confirmPassword: 'N3w!Passw0rd',
    });
    expect(update.status).toBe(200);
    const toVictim = await mailsTo(VICTIM, 4);
    expect(toVictim.map((m) => m.subject).sort()).toEqual([
      'Someone tried to sign up with your e-mail address',
      'Your Nard Foundation account',
      'Your code to reset your password',
      'Your password was changed',
    ]);
    for (const sent of toVictim) {
      for (const typed of TYPED) expect(`${sent.subject}\n${sent.text}`).not.toContain(typed);
      // Every link points at our own site.
      for (const url of sent.text.match(/https?:\/\/\S+/g) ?? [])
        expect(url.startsWith(server.url)).toBe(true);
    }

    const contact = await call('POST', '/contact', {
      name: HOSTILE.fullName,
      email: VICTIM,
      message: 'Please call me.\nhttps://evil.example',
    });
    expect(contact.status).toBe(201);
    const [forwarded] = await mailsTo(FOUNDATION, 1);
    expect(forwarded!.text).toMatch(
      /----- What the sender typed \(not checked by us\) -----\nName: URGENT verify at https:\/\/evil\.example\n[\s\S]*Please call me\.\nhttps:\/\/evil\.example\n----- End of what the sender typed -----/,
    );
    // The contact form mails nobody but the foundation.
    expect(await mailsTo(VICTIM, 4)).toHaveLength(4);
  });
});
