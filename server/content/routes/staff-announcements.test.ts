// Roles and the first staff area through the whole app (in-process): the real admin:grant command (a
// process of its own on the app's database), a promotion read at the next log-in, validation with
// field errors, activity rows, and public answers that follow each write.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  call,
  enableTwoStep,
  grantRole,
  logIn,
  logInWithSecondStep,
  signUpAndLogIn,
  type TestAccount,
} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let server: TestApp;
let ana: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100'}});
  ana = await signUpAndLogIn(server, 'ana@staff.example', {fullName: 'Ana Tan'});
  admin = await signUpAndLogIn(server, 'boss@staff.example', {fullName: 'Bo Lim'});
  await server.grantRole(admin, 'admin');
});
afterAll(async () => {
  await server?.close();
});

type Json = Record<string, unknown> & {user: {role: string}};
const json = async (response: Response) => (await response.json()) as Json;

describe('roles', () => {
  it('admin:grant prints the change and the two-step rule; the promotion works once a second factor is set', async () => {
    expect((await json(await call(server, 'GET', '/api/auth/me', ana.token))).user.role).toBe('user');
    expect((await call(server, 'GET', '/api/staff/announcements', ana.token)).status).toBe(403);

    const granted = grantRole(server.dataDir, 'ANA@staff.example', 'staff');
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain(
      'Ana Tan <ana@staff.example>: role changed from User (user) to Staff (staff).',
    );
    expect(granted.stdout).toContain('Staff accounts need two-step sign-in');
    expect(grantRole(server.dataDir, ana.email, 'staff').stdout).toContain('already has the role Staff');

    // The new role signed Ana out everywhere (issue 23); her next log-in reads it.
    expect((await call(server, 'GET', '/api/auth/me', ana.token)).status).toBe(401);
    ana = await logIn(server, ana.email);
    expect((await json(await call(server, 'GET', '/api/auth/me', ana.token))).user.role).toBe('staff');
    // A staff password alone opens nothing: first the authenticator.
    const refused = await call(server, 'GET', '/api/staff/announcements', ana.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({code: 'two_step_required'});
    await enableTwoStep(server, ana);
    expect(grantRole(server.dataDir, ana.email, 'staff').stdout).not.toContain('two-step');
    expect((await call(server, 'GET', '/api/staff/announcements', ana.token)).status).toBe(200);
    // Staff are not administrators.
    expect((await call(server, 'GET', '/api/staff/accounts', ana.token)).status).toBe(403);
  });

  it('admin:grant refuses an unknown e-mail and a made-up role', () => {
    const unknown = grantRole(server.dataDir, 'nobody@staff.example', 'staff');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account has the e-mail nobody@staff.example');
    const bad = grantRole(server.dataDir, ana.email, 'owner');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--role <user|staff|admin>');
  });

  it('an administrator changes roles in the API, but not their own; the change is logged', async () => {
    const own = await call(server, 'PATCH', `/api/staff/accounts/${admin.id}`, admin.token, {
      role: 'user',
    });
    expect(own.status).toBe(403);
    const bad = await call(server, 'PATCH', `/api/staff/accounts/${ana.id}`, admin.token, {
      role: 'owner',
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toEqual({role: 'Choose a role: user, staff or admin.'});
    const list = await json(await call(server, 'GET', '/api/staff/accounts?search=ana', admin.token));
    expect(list).toMatchObject({total: 1, items: [{email: 'ana@staff.example', role: 'staff'}]});

    const changed = await call(server, 'PATCH', `/api/staff/accounts/${ana.id}`, admin.token, {
      role: 'admin',
    });
    expect(changed.status).toBe(200);
    expect((await call(server, 'GET', '/api/auth/me', ana.token)).status).toBe(401);
    ana = await logInWithSecondStep(server, ana.email);
    expect((await json(await call(server, 'GET', '/api/auth/me', ana.token))).user.role).toBe('admin');
    const activity = await json(await call(server, 'GET', '/api/staff/activity', admin.token));
    expect((activity.items as unknown[])[0]).toMatchObject({
      actor: {id: admin.id, email: admin.email},
      action: 'role',
      targetType: 'account',
      targetId: ana.id,
      before: {role: 'staff'},
      after: {role: 'admin'},
    });
  });
});

describe('announcements', () => {
  const publicTitles = async () =>
    ((await json(await server.fetch('/api/announcements'))).announcements as {title: string}[]).map(
      (a) => a.title,
    );

  it('refuses bad fields with the import rules, one sentence per field, and writes nothing', async () => {
    const before = await json(await call(server, 'GET', '/api/staff/activity', admin.token));
    const response = await call(server, 'POST', '/api/staff/announcements', admin.token, {
      date: '2026-02-30',
      title: '',
      description: 'x'.repeat(4001),
      colour: 'red',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      statusCode: 400,
      message: 'Please fix the errors in the form.',
      errors: {
        colour: 'This field is not accepted',
        date: 'Date is not a real date: "2026-02-30".',
        title: 'Title is required.',
        description: 'Description is longer than 4000 characters.',
      },
    });
    const after = await json(await call(server, 'GET', '/api/staff/activity', admin.token));
    expect(after.total).toBe(before.total);
  });

  it('create, edit and delete show on the public list at once, each with an activity row', async () => {
    await publicTitles(); // a cached answer exists before the writes
    const created = await json(
      await call(server, 'POST', '/api/staff/announcements', admin.token, {
        date: '2099-01-02',
        title: ' Farm open day ',
        description: 'Come and see.',
      }),
    );
    const announcement = created.announcement as {id: string; title: string};
    expect(announcement.title).toBe('Farm open day');
    expect((await publicTitles())[0]).toBe('Farm open day');

    const edited = await call(server, 'PUT', `/api/staff/announcements/${announcement.id}`, admin.token, {
      date: '2099-01-02',
      title: 'Farm open day moved',
      description: 'Now in the afternoon.',
    });
    expect(edited.status).toBe(200);
    expect((await publicTitles())[0]).toBe('Farm open day moved');

    const deleted = await call(server, 'DELETE', `/api/staff/announcements/${announcement.id}`, admin.token);
    expect(deleted.status).toBe(200);
    expect(await publicTitles()).not.toContain('Farm open day moved');
    expect(
      (await call(server, 'DELETE', `/api/staff/announcements/${announcement.id}`, admin.token)).status,
    ).toBe(404);

    const activity = await json(await call(server, 'GET', '/api/staff/activity?pageSize=3', admin.token));
    expect(activity.items).toEqual([
      expect.objectContaining({
        action: 'delete',
        targetId: announcement.id,
        before: expect.objectContaining({title: 'Farm open day moved'}),
        after: null,
      }),
      expect.objectContaining({
        action: 'update',
        before: expect.objectContaining({title: 'Farm open day'}),
        after: expect.objectContaining({title: 'Farm open day moved'}),
      }),
      expect.objectContaining({
        action: 'create',
        actor: {id: admin.id, email: admin.email, name: 'Bo Lim'},
        targetType: 'announcement',
        before: null,
        after: expect.objectContaining({title: 'Farm open day'}),
      }),
    ]);
  });
});

describe('the announcement text (issue 20)', () => {
  it('is stored clean: no HTML tags, and a javascript: link keeps only its words', async () => {
    await server.grantRole(admin, 'admin');
    const created = await call(server, 'POST', '/api/staff/announcements', admin.token, {
      date: '2026-11-20',
      title: 'Store hours',
      description:
        'Open **Saturday**<script>alert(1)</script>\n\n- [Cafe](https://nard.example/cafe)\n- [Trap](javascript:alert(1))',
    });
    expect(created.status).toBe(201);
    const stored = 'Open **Saturday**alert(1)\n\n- [Cafe](https://nard.example/cafe)\n- Trap';
    expect(((await created.json()) as {announcement: {description: string}}).announcement.description).toBe(
      stored,
    );
    const shown = (await (await server.fetch('/api/announcements')).json()) as {
      announcements: {title: string; description: string}[];
    };
    expect(shown.announcements.find((item) => item.title === 'Store hours')?.description).toBe(stored);
  });
});
