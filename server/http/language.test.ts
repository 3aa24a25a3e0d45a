// The API answers in the language the client asks for (the site sends its page's), English otherwise.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {FIELD_MESSAGES, MESSAGES} from '../../core/messages/index.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server?.close();
});

const logIn = (language?: string, body: unknown = {email: '', password: ''}) =>
  server.fetch('/api/auth/login', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(language ? {'Accept-Language': language} : {})},
    body: JSON.stringify(body),
  });

describe('answers in the asked language', () => {
  it('writes a refusal and its field messages in Chinese for zh', async () => {
    const response = await logIn('zh-CN,zh;q=0.9,en;q=0.5');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-language')).toBe('zh');
    const body = await response.json();
    expect(body.message).toBe('请改正表格中的错误。');
    expect(body.errors).toEqual({email: '请填写电子邮箱', password: '请填写登录密码'});
  });

  it('writes Tamil for ta and Malay for ms', async () => {
    expect((await (await logIn('ta')).json()).errors.email).toBe('மின்னஞ்சல் முகவரி தேவை');
    expect((await (await logIn('ms-MY')).json()).errors.email).toBe('Alamat E-mel diperlukan');
  });

  it('keeps SPEC English without a header, for English, and for a language we do not have', async () => {
    for (const language of [undefined, 'en-US', 'fr-FR, de;q=0.8']) {
      const body = await (await logIn(language)).json();
      expect(body.message).toBe(MESSAGES.fixFormErrors);
      expect(body.errors.email).toBe(FIELD_MESSAGES.loginEmailRequired);
    }
  });

  it('translates a refusal for wrong credentials too', async () => {
    const response = await logIn('zh', {email: 'nobody@nard.example', password: 'Wrong1!x'});
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('电子邮箱或密码不正确');
  });
});
