// The process as a whole: durable writes across SIGKILL, graceful SIGTERM, fail-fast configuration.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, statSync} from 'node:fs';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {startMailCatcher} from '../tests/support/mail-catcher.ts';
import {node24, startServer} from '../tests/support/start-server.ts';
import {REAL_SETTINGS} from './real-settings.test-support.ts';

const message = (text: string) => ({name: 'Siti', email: 'siti@example.com', message: text});

describe('server/main.ts', () => {
  it('keeps a contact message that got its 201 even if the process is killed right after', async () => {
    const first = await startServer();
    const dataDir = first.dataDir;
    try {
      const response = await fetch(`${first.url}/api/contact`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(message('Written just before a power cut.')),
      });
      expect(response.status).toBe(201);
      await first.kill({keepData: true});
      expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);

      const second = await startServer({env: {DATA_DIR: dataDir}});
      try {
        const {DatabaseSync} = await import('node:sqlite');
        const db = new DatabaseSync(path.join(dataDir, 'nard.sqlite'), {readOnly: true});
        const rows = db.prepare('SELECT message FROM contact_messages').all();
        db.close();
        expect(rows).toEqual([{message: 'Written just before a power cut.'}]);
        // The seed ran once: a restart does not add the sample rows again.
        const announcements = (await (await fetch(`${second.url}/api/announcements`)).json()) as {
          announcements: unknown[];
        };
        expect(announcements.announcements).toHaveLength(5);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, {recursive: true, force: true});
    }
  });

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const server = await startServer();
    const body = JSON.stringify(message('Sent slowly while the server is asked to stop.'));
    const answer = new Promise<{status: number; text: string}>((resolve, reject) => {
      const req = request(
        `${server.url}/api/contact`,
        {
          method: 'POST',
          headers: {'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body)},
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve({status: res.statusCode ?? 0, text}));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      // Half the body is on the wire; ask the server to stop, then send the rest.
      setTimeout(() => {
        const stopped = server.stop();
        setTimeout(() => req.end(body.slice(10)), 300);
        stopped.catch(reject);
      }, 200);
    });
    const {status, text} = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({success: true, message: 'Form submitted successfully'});
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
  });

  it('sends the mail it was still sending when SIGTERM came before it exits', async () => {
    // The catcher holds each mail for 500 ms: the pledge's mail is on the wire when the server is stopped.
    const catcher = await startMailCatcher({acceptAfterMs: 500});
    const server = await startServer({env: {SMTP_URL: catcher.smtpUrl}});
    try {
      const response = await fetch(`${server.url}/api/gifts`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({
          amount: 20,
          project: 'urban-farming',
          name: 'Siti',
          showName: false,
          email: 'siti@example.com',
        }),
      });
      expect(response.status).toBe(201);
      expect(await server.stop()).toBe(0);
      expect(catcher.mails.some((mail) => mail.to.includes('siti@example.com'))).toBe(true);
    } finally {
      await catcher.stop();
    }
  });

  // Each refused value and its words: config.test.ts. Here, once, that main.ts prints them and exits 1.
  it('refuses a bad setting with a clear message and exit code 1', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nard-config-'));
    try {
      const run = spawnSync(node24(), [path.join(import.meta.dirname, 'main.ts')], {
        env: {...process.env, DATA_DIR: dataDir, PORT: 'eighty'},
        encoding: 'utf8',
        timeout: 15_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Configuration error: PORT must be a whole number');
    } finally {
      rmSync(dataDir, {recursive: true, force: true});
    }
  });

  function startInProduction(env: Record<string, string>) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nard-production-'));
    try {
      // NODE_ENV=production npm start builds, then runs exactly this: node server/main.ts.
      const run = spawnSync(node24(), [path.join(import.meta.dirname, 'main.ts')], {
        env: {...process.env, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'production', ...env},
        encoding: 'utf8',
        timeout: 15_000,
        killSignal: 'SIGTERM',
      });
      return run;
    } finally {
      rmSync(dataDir, {recursive: true, force: true});
    }
  }

  it('refuses to start in production with sample settings, and lists every one to set', () => {
    const run = startInProduction({});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      [
        'Configuration error: NODE_ENV is production, but these settings are still the samples. Set each of them and start again:',
        '  PUBLIC_URL: the site’s public address, e.g. https://nard.org.sg',
        '  FOUNDATION_EMAIL: the foundation’s public e-mail address',
        '  FOUNDATION_PHONE: the foundation’s public phone number',
        '  PAYNOW_UEN: the UEN that receives PayNow gifts',
        '  BANK_NAME: the bank of the donations account',
        '  BANK_ACCOUNT_NUMBER: the donations account number',
        '  BANK_CODE: the bank code of that account',
      ].join('\n'),
    );
  });

  // Each sample left alone is named on its own: config.test.ts.
  it('starts in production once every sample is replaced', async () => {
    const server = await startServer({env: {NODE_ENV: 'production', ...REAL_SETTINGS}});
    try {
      const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
        config: {paynow: {uen: string}};
      };
      expect(config.config.paynow.uen).toBe('202412345K');
    } finally {
      await server.stop();
    }
  });
});
