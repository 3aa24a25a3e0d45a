// Every mail in the person's language, read from the real SMTP catcher: the language of the page they
// signed up on (the site sends it as Accept-Language), then the one their profile names, and a pledge's
// mail in the language of the page it was made on, each named in its Content-Language header. Mails without
// a language stay in SPEC's English (system-mails.test.ts reads those).
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type MailCatcher, startMailCatcher} from '../../tests/support/mail-catcher.ts';
import {signupBody} from '../accounts/routes/auth-test-app.test-support.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';

let mail: MailCatcher;
let server: TestApp;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({env: {SMTP_URL: mail.smtpUrl, RATE_LIMIT_FACTOR: '100'}});
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

async function call(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{status: number; body: Record<string, unknown>}> {
  const response = await server.fetch(`/api${path}`, {
    method,
    headers: {'Content-Type': 'application/json', ...headers},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

describe('mails in the person’s language', () => {
  it('welcomes in Tamil after a Tamil sign-up, and writes Chinese once the profile says so', async () => {
    const email = 'kavitha@nard.example';
    const since = Date.now();
    const signedUp = await call('POST', '/auth/signup', signupBody({email}), {'Accept-Language': 'ta'});
    expect(signedUp.status).toBe(201);
    const welcome = await mail.waitForMail(email, {since});
    expect(welcome.subject).toBe('உங்கள் Nard Foundation கணக்கு');
    // Named in its header too, so the reader's mail program picks Tamil fonts and a Tamil voice.
    expect(welcome.language).toBe('ta-SG');
    expect(welcome.text.split('\n').slice(0, 3)).toEqual([
      'வணக்கம்,',
      '',
      'Nard Foundation-இல் விண்ணப்பித்ததற்கு நன்றி. இந்த மின்னஞ்சல் முகவரிக்கு ஒரு கணக்கு உருவாக்கப்பட்டுள்ளது.',
    ]);
    expect(welcome.text).toContain(
      'இந்த இணைப்பை ஒரு முறை மட்டுமே, 7 நாட்களுக்குள் பயன்படுத்தலாம். அதைத் திறக்கும் வரை நிகழ்வுகளுக்குப் பதிவு செய்ய முடியாது.',
    );
    expect(welcome.text).toMatch(/^http:\/\/127\.0\.0\.1:8080\/confirm-email#token=\S+$/m);
    expect(welcome.text).not.toMatch(/Hello|Thank you|The Nard Foundation/);

    // The profile changes the language; the answer and GET /me say which it is.
    const login = await call('POST', '/auth/login', {email, password: 'Passw0rd!'});
    const auth = {Authorization: `Bearer ${login.body.token as string}`};
    expect((await call('GET', '/auth/me', undefined, auth)).body.user).toMatchObject({language: 'ta'});
    const saved = await call('PATCH', '/auth/me', {fullName: 'Kavitha', language: 'zh'}, auth);
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({fullName: 'Kavitha', language: 'zh'});
    expect((await call('GET', '/auth/me', undefined, auth)).body.user).toMatchObject({language: 'zh'});
    const refused = await call('PATCH', '/auth/me', {fullName: 'Kavitha', language: 'fr'}, auth);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({language: 'Choose English, 中文, Bahasa Melayu or தமிழ்.'});

    // The next mail follows the account, whatever language the request that caused it names.
    const beforeReset = Date.now();
    expect((await call('POST', '/auth/send-otp', {email}, {'Accept-Language': 'en'})).status).toBe(200);
    const reset = await mail.waitForMail(email, {since: beforeReset, subject: /验证码/});
    expect(reset.subject).toBe('您的重设密码验证码');
    expect(reset.language).toBe('zh-Hans-SG');
    expect(reset.text).toContain('有人要求为这个电子邮箱的 Nard Foundation 账户重设密码。');
    expect(reset.text).toMatch(/^ {4}\d{4}$/m);
    expect(reset.text).toMatch(/验证码和链接只能使用一次，\d+ 分钟内有效。/);
    expect(reset.text.endsWith('Nard Foundation 敬上')).toBe(true);
  });

  it('writes a pledge’s mail in Malay when it was pledged on a Malay page', async () => {
    const email = 'siti@nard.example';
    const since = Date.now();
    const answer = await call(
      'POST',
      '/gifts',
      {amount: 50, project: 'education', name: 'Siti', showName: false, email},
      {'Accept-Language': 'ms-SG,ms;q=0.9,en;q=0.5'},
    );
    expect(answer.status).toBe(201);
    const {reference} = answer.body.data as {reference: string};
    const pledged = await mail.waitForMail(email, {since});
    expect(pledged.subject).toBe(`Nombor rujukan derma anda ${reference}`);
    expect(pledged.language).toBe('ms-SG');
    expect(pledged.text).toContain(
      'Terima kasih kerana memilih untuk menderma $50 kepada Nard Foundation untuk Pendidikan.',
    );
    expect(pledged.text).toContain(`Nombor rujukan derma anda: ${reference}`);
    expect(pledged.text).toContain(`  Komen (nombor rujukan anda): ${reference}`);
    expect(pledged.text).toContain('  Jumlah: $50');
    expect(pledged.text).not.toMatch(/Hello|Thank you|To pay/);
  });

  it('keeps SPEC’s English for a pledge made in English', async () => {
    const email = 'tan@nard.example';
    const since = Date.now();
    const answer = await call('POST', '/gifts', {
      amount: 20,
      project: 'general',
      name: 'Tan',
      showName: false,
      email,
    });
    const {reference} = answer.body.data as {reference: string};
    const pledged = await mail.waitForMail(email, {since});
    expect(pledged.subject).toBe(`Your gift reference ${reference}`);
    expect(pledged.language).toBe('en-SG');
    expect(pledged.text.split('\n').slice(0, 5)).toEqual([
      'Hello,',
      '',
      'Thank you for choosing to give $20 to Where it is needed most at The Nard Foundation.',
      `Your gift reference: ${reference}`,
      '',
    ]);
  });
});
