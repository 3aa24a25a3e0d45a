// The daily clean-up through the app (issue 24), on SQLite and on a real PostgreSQL server, with a clock the
// test moves and a real SMTP server: a dry run changes nothing; a run deletes the account unused for 24
// months (its owner mailed), the sign-up never confirmed and the message handled 12 months ago, and writes
// an Activity line per step. The command's dry run.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type MailCatcher, startMailCatcher} from '../../tests/support/mail-catcher.ts';
import {sharedPostgres, uniqueDatabaseName} from '../../tests/support/shared-postgres.ts';
import {call, signUpAndLogIn} from '../../tests/support/staff-accounts.ts';
import {node24} from '../../tests/support/start-server.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';
import {retentionCutoffs, runRetention} from './retention.ts';

const DAY = 86_400_000;
let clock = Date.UTC(2026, 0, 15, 2);
let mail: MailCatcher;
let sqliteApp: TestApp;
let postgresApp: TestApp;
beforeAll(async () => {
  mail = await startMailCatcher();
  const env = {SMTP_URL: mail.smtpUrl, RATE_LIMIT_FACTOR: '100'};
  sqliteApp = await startTestApp({env, now: () => clock});
  const {pg, template} = await sharedPostgres();
  const url = await pg.createDatabase(uniqueDatabaseName('retention'), template);
  postgresApp = await startTestApp({
    env: {
      ...env,
      DATABASE_URL: url,
      AUTH_SECRET: 'retention-secret-of-at-least-32-chars',
      DATA_KEY: 'cd'.repeat(32),
    },
    now: () => clock,
  });
});
afterAll(async () => {
  await sqliteApp?.close();
  await postgresApp?.close();
  await mail?.stop();
});

describe('retentionCutoffs', () => {
  it('counts months as the calendar does, and days as days', () => {
    const now = Date.UTC(2026, 2, 31);
    const periods = {inactiveAccountMonths: 24, handledMessageMonths: 1, unconfirmedAccountDays: 30};
    expect(retentionCutoffs(now, periods)).toEqual({
      inactiveBefore: Date.UTC(2024, 2, 31),
      handledBefore: Date.UTC(2026, 2, 3),
      unconfirmedBefore: now - 30 * DAY,
    });
  });
});

describe.each(['sqlite', 'postgres'])('runRetention on %s', (database) => {
  it('removes exactly what is due, mails the owner, and writes an Activity line per step', async () => {
    const server = database === 'sqlite' ? sqliteApp : postgresApp;
    const start = clock;
    const ana = await signUpAndLogIn(server, `ana-${database}@retain.example`);
    await server.confirmEmail(ana.email);
    await signUpAndLogIn(server, `never-${database}@retain.example`);
    const {id} = await server.deps.store.saveContactMessage(
      {name: 'Mei', email: 'mei@x.example', subject: 'Hours', message: 'When?'},
      clock,
    );
    await server.deps.store.setMessageHandled(id, true, {id: 'staff', email: 'staff@x.example'}, clock);
    clock += 25 * 30 * DAY;
    const active = await signUpAndLogIn(server, `active-${database}@retain.example`);
    await server.confirmEmail(active.email);

    const dry = await runRetention(server.deps, {dryRun: true});
    expect(dry).toEqual({
      due: {inactiveAccounts: [ana.id], unconfirmedAccounts: [expect.any(String)], handledMessages: 1},
      removed: null,
    });
    expect(await server.deps.store.findAccountByEmail(ana.email)).not.toBeNull();

    const since = Date.now();
    const run = await runRetention(server.deps, {dryRun: false});
    expect(run.removed).toEqual({accounts: 1, unconfirmed: 1, messages: 1});
    expect(await server.deps.store.findAccountByEmail(ana.email)).toBeNull();
    expect(await server.deps.store.findAccountByEmail(`never-${database}@retain.example`)).toBeNull();
    expect(await server.deps.store.findAccountByEmail(active.email)).not.toBeNull();
    const notice = await mail.waitForMail(ana.email, {since, subject: /account is deleted/});
    expect(notice.text).toContain('it was not used for a long time');
    // One line per step that removed something (issue 54 #11), each in that step's transaction.
    const {items} = await server.deps.store.listActivity({page: 1, pageSize: 5});
    expect(items.slice(0, 3).map((line) => [line.action, line.after])).toEqual([
      ['retention', {accounts: 0, unconfirmed: 0, messages: 1}],
      ['retention', {accounts: 0, unconfirmed: 1, messages: 0}],
      ['retention', {accounts: 1, unconfirmed: 0, messages: 0}],
    ]);
    expect(items.some((line) => line.action === 'delete-account')).toBe(false);
    expect((await runRetention(server.deps, {dryRun: false})).removed).toEqual({
      accounts: 0,
      unconfirmed: 0,
      messages: 0,
    });
    expect((await call(server, 'GET', '/api/auth/me', active.token)).status).toBe(200);
    clock = start;
  });
});

describe('the command', () => {
  it('npm run admin:retention -- --dry-run says what would go and changes nothing', () => {
    const run = spawnSync(node24(), [path.join(import.meta.dirname, '../admin/retention.ts'), '--dry-run'], {
      env: {...process.env, DATA_DIR: sqliteApp.dataDir, SMTP_URL: mail.smtpUrl},
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^Dry run: would remove \d+ unused accounts?, \d+ unconfirmed sign-ups?, \d+ handled messages?\. Nothing was changed\.\n$/,
    );
  });
});
