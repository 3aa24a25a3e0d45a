// Applicants, the inbox and the site settings (partner origins, audit PDFs, project goals), part of the
// Store contract run against SQLite and a real PostgreSQL server.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  postgresBackend,
  sqliteBackend,
  type TestDatabase,
  testAccount,
} from '../../../tests/support/store-backends.ts';
import type {NewAccount} from '../../accounts/store/account-store.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2030, 0, 1);
const actor = {id: 'staff-1', email: 'staff@nard.example'};
const applicant = (id: string, fullName: string, extra: Partial<NewAccount> = {}) =>
  testAccount(id, fullName, {phoneNumber: '91234567', emergencyContact: '98765432', ...extra});
const everyone = {sort: 'appliedAt', order: 'desc'} as const;

describe.each(backends)('$name store: applicants and site settings', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
  });
  afterEach(() => database.close());

  it('filters, sorts, pages and reviews applicants, logging each review', async () => {
    await store.createAccount(applicant('a1', 'Cara Ng'), now, null);
    await store.createAccount(
      applicant('a2', 'ana Tan', {applicantType: 'work', region: 'north'}),
      now + 1,
      null,
    );
    await store.createAccount(
      applicant('a3', 'Ben Lim', {signupOrigin: 'https://farm.example'}),
      now + 2,
      null,
    );
    const page = await store.listApplicants(everyone, {page: 1, pageSize: 2});
    expect(page).toMatchObject({total: 3, page: 1, pageSize: 2});
    expect(page.items.map((item) => item.id)).toEqual(['a3', 'a2']);
    expect(page.items[0]).toMatchObject({origin: 'https://farm.example', status: 'new', type: 'volunteer'});
    const byName = await store.exportApplicants({sort: 'name', order: 'asc'}, actor, now);
    expect(byName.map((item) => item.fullName)).toEqual(['ana Tan', 'Ben Lim', 'Cara Ng']);
    expect(
      (await store.exportApplicants({...everyone, type: 'work'}, actor, now)).map((item) => item.id),
    ).toEqual(['a2']);
    expect(
      (await store.exportApplicants({...everyone, search: 'LIM'}, actor, now)).map((item) => item.id),
    ).toEqual(['a3']);
    const reviewed = await store.reviewApplicant('a1', {status: 'contacted', note: 'Called'}, actor, now);
    expect(reviewed?.after).toMatchObject({status: 'contacted', note: 'Called'});
    expect((await store.reviewApplicant('a1', {status: 'accepted'}, actor, now))?.after.note).toBe('Called');
    expect(await store.reviewApplicant('nobody', {status: 'accepted'}, actor, now)).toBeNull();
    expect(
      (await store.exportApplicants({...everyone, status: 'accepted'}, actor, now)).map((item) => item.id),
    ).toEqual(['a1']);
    // Each export is in Activity with who took how many people (issue 24).
    expect((await store.listActivity({page: 1, pageSize: 5})).items[0]).toMatchObject({
      action: 'export',
      targetType: 'applicants',
      actor: {email: actor.email},
      after: {people: 1},
    });
    expect(
      (await store.listActivity({page: 1, pageSize: 10})).items.filter((line) => line.action === 'export'),
    ).toHaveLength(4);
  });

  it('finds one applicant, and the messages sent from an address whatever its case (issue 24)', async () => {
    await store.createAccount(applicant('a9', 'Dana Koh', {signupOrigin: 'https://farm.example'}), now, null);
    expect(await store.findApplicant('a9')).toMatchObject({
      id: 'a9',
      fullName: 'Dana Koh',
      origin: 'https://farm.example',
    });
    expect(await store.findApplicant('nobody')).toBeNull();
    const corrected = {
      age: '36-45',
      region: 'north',
      city: 'Woodlands',
      emergencyContact: '',
      profession: 'Cook',
    } as const;
    expect(await store.updateApplicantDetails('a9', corrected, now + 5)).toMatchObject(corrected);
    expect(await store.findApplicant('a9')).toMatchObject({...corrected, origin: 'https://farm.example'});
    expect(await store.updateApplicantDetails('nobody', corrected, now)).toBeNull();
    await store.saveContactMessage(
      {name: 'Dana', email: 'Dana@Nard.example', subject: 'One', message: 'First'},
      now,
    );
    await store.saveContactMessage(
      {name: 'Other', email: 'o@nard.example', subject: 'Two', message: 'Not hers'},
      now,
    );
    await store.saveContactMessage(
      {name: 'Dana', email: 'dana@nard.example', subject: 'Three', message: 'Again'},
      now,
    );
    expect((await store.listMessagesFrom(' DANA@nard.example ')).map((message) => message.subject)).toEqual([
      'One',
      'Three',
    ]);
  });

  it('marks inbox messages handled and waiting again', async () => {
    const {id} = await store.saveContactMessage(
      {name: 'Ana', email: 'a@nard.example', subject: 'Hi', message: 'Hello'},
      now,
    );
    await store.saveContactMessage(
      {name: 'Ben', email: 'b@nard.example', subject: 'Yo', message: 'Hey'},
      now,
    );
    const handled = await store.setMessageHandled(id, true, actor, now + 5);
    expect(handled?.after).toMatchObject({
      handledAt: new Date(now + 5).toISOString(),
      handledBy: actor.email,
    });
    expect((await store.listMessages({page: 1, pageSize: 10, handled: true})).items.map((m) => m.id)).toEqual(
      [id],
    );
    expect((await store.listMessages({page: 1, pageSize: 10, handled: false})).total).toBe(1);
    expect((await store.listMessages({page: 1, pageSize: 10})).total).toBe(2);
    await store.setMessageHandled(id, false, actor, now);
    expect((await store.listMessages({page: 1, pageSize: 10, handled: false})).total).toBe(2);
    expect(await store.setMessageHandled('424242', true, actor, now)).toBeNull();
  });

  it('seeds, adds, removes and restores partner origins; a removed seed stays removed', async () => {
    await store.seedPartnerOrigins(['https://farm.example', 'https://school.example'], now);
    expect(await store.isPartnerOrigin('https://farm.example')).toBe(true);
    expect(await store.removePartnerOrigin('https://farm.example', actor, now)).toMatchObject({
      origin: 'https://farm.example',
    });
    expect(await store.removePartnerOrigin('https://farm.example', actor, now)).toBeNull();
    await store.seedPartnerOrigins(['https://farm.example'], now + 1);
    expect(await store.isPartnerOrigin('https://farm.example')).toBe(false);
    expect(await store.addPartnerOrigin('https://school.example', actor, now)).toMatchObject({added: false});
    expect(await store.addPartnerOrigin('https://farm.example', actor, now + 2)).toMatchObject({
      added: true,
      origin: {origin: 'https://farm.example', addedBy: actor.email},
    });
    expect((await store.listPartnerOrigins()).map((o) => o.origin)).toEqual([
      'https://school.example',
      'https://farm.example',
    ]);
  });

  it('keeps uploaded audit PDFs byte for byte, visible to another instance', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);
    const before = store.contentVersion();
    expect(await store.saveAuditReport({year: 2029, pdf}, actor, now)).toEqual({
      before: null,
      after: {year: 2029, url: '/audit/uploaded-2029.pdf'},
    });
    expect(store.contentVersion()).not.toBe(before);
    const other = await database.openAnother();
    expect(Array.from((await other.readAuditPdf(2029))!)).toEqual(Array.from(pdf));
    expect(await other.listAuditReports()).toEqual([{year: 2029, url: '/audit/uploaded-2029.pdf'}]);
    expect(
      (await store.saveAuditReport({year: 2029, pdf: new Uint8Array([1])}, actor, now)).before,
    ).not.toBeNull();
    expect(await store.deleteAuditReport(2029, actor, now)).toEqual({
      year: 2029,
      url: '/audit/uploaded-2029.pdf',
    });
    expect(await store.readAuditPdf(2029)).toBeNull();
    expect(await store.deleteAuditReport(2029, actor, now)).toBeNull();
  });

  it('changes a project goal with its activity row', async () => {
    await store.upsertAnchorProjects([{id: 'carting', title: 'Carting', goalCents: 800_000}]);
    expect(await store.changeProjectGoal('carting', 900_050, actor, now)).toEqual({
      before: {id: 'carting', title: 'Carting', goal: 8000},
      after: {id: 'carting', title: 'Carting', goal: 9000.5},
    });
    expect(await store.changeProjectGoal('nope', 1, actor, now)).toBeNull();
    expect((await store.listActivity({page: 1, pageSize: 5})).items[0]).toMatchObject({
      targetType: 'project',
    });
  });
});
