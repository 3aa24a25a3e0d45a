// ContentStore: public content for both databases. Amounts leave storage as dollars; every write notes the
// content version once it commits, so the answer cache rebuilds on the next request.
import type {Kysely} from 'kysely';
import {type Contributor, giftProjectTitle, type LedgerSum} from '../../../core/content/index.ts';
import {
  dollars,
  TABLE_OF_KIND,
  TRANSLATION_COLUMNS,
  text,
  toAnnouncement,
  toContributor,
  toExpenditure,
  toPublicEvent,
  translationColumns,
} from '../../db/rows.ts';
import type {Database} from '../../db/schema.ts';
import {lockKey, projectOrder} from '../../db/sql-dialect.ts';
import {inTransaction, noteContentWrite, type StoreContext} from '../../db/store-context.ts';
import type {ContentRows, ContentStore} from './content-store.ts';
import {eventColumns, eventsWithCounts} from './event-rows.ts';

// A multi-row INSERT stays far below both databases' bound-parameter limits (SQLite 32766, PostgreSQL 65535).
const CHUNK = 1000;

async function inChunks<T>(rows: readonly T[], insert: (chunk: readonly T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

async function insertRows(db: Kysely<Database>, content: ContentRows): Promise<void> {
  switch (content.kind) {
    case 'contributors':
      return inChunks(content.rows, (rows) =>
        db
          .insertInto('contributors')
          .values(
            rows.map((row) => ({
              name: row.name,
              date: row.date,
              amount_cents: row.amountCents,
              anchor_project_id: row.anchorProjectId,
            })),
          )
          .execute(),
      );
    case 'expenditures':
      return inChunks(content.rows, (rows) =>
        db
          .insertInto('expenditures')
          .values(
            rows.map((row) => ({
              item: row.item,
              date: row.date,
              amount_cents: row.amountCents,
              detail: row.detail,
              anchor_project_id: row.anchorProjectId,
            })),
          )
          .execute(),
      );
    case 'announcements':
      return inChunks(content.rows, (rows) =>
        db
          .insertInto('announcements')
          .values(
            rows.map(({date, title, description, popup, translations}) => ({
              date,
              title,
              description,
              popup: popup ? 1 : 0,
              ...translationColumns('announcements', translations),
            })),
          )
          .execute(),
      );
    case 'events':
      return inChunks(content.rows, (rows) =>
        db.insertInto('events').values(rows.map(eventColumns)).execute(),
      );
    case 'audit-reports':
      // One statement per year: the same year twice in one statement is refused; the later row wins.
      for (const {year, url} of content.rows) {
        await db
          .insertInto('audit_reports')
          .values({year, url})
          .onConflict((conflict) =>
            conflict.column('year').doUpdateSet((eb) => ({url: eb.ref('excluded.url')})),
          )
          .execute();
      }
      return;
  }
}

async function hasContent(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(eb.selectFrom('announcements').select('id')),
          eb.exists(eb.selectFrom('events').select('id')),
          eb.exists(eb.selectFrom('contributors').select('id')),
        ])
        .as('present'),
    )
    .executeTakeFirstOrThrow();
  // PostgreSQL answers a boolean, SQLite 0 or 1.
  return Boolean(Number(row.present));
}

/** The ContentStore over `ctx` (the pool, or one open transaction). */
export function contentStore(ctx: StoreContext): ContentStore {
  const {db} = ctx;
  const projects = () => db.selectFrom('anchor_projects').orderBy(projectOrder(ctx));
  return {
    async upsertAnchorProjects(list) {
      if (list.length === 0) return;
      await inTransaction(ctx, async (tx) => {
        for (const project of list) {
          await tx.db
            .insertInto('anchor_projects')
            .values({id: project.id, title: project.title, goal_cents: project.goalCents ?? null})
            // A goal staff set is kept; the seed's goal only fills a missing one.
            .onConflict((conflict) =>
              conflict.column('id').doUpdateSet((eb) => ({
                title: eb.ref('excluded.title'),
                goal_cents: eb.fn.coalesce('anchor_projects.goal_cents', 'excluded.goal_cents'),
              })),
            )
            .execute();
        }
        noteContentWrite(tx, 'projects');
      });
    },
    async listAnchorProjectIds() {
      return (await projects().select('id').execute()).map((row) => row.id);
    },
    async listAnchorProjects() {
      const rows = await projects().select(['id', 'title', 'goal_cents']).execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        goal: row.goal_cents === null ? null : dollars(row.goal_cents),
      }));
    },
    async setProjectGoal(id, goalCents) {
      const result = await db
        .updateTable('anchor_projects')
        .set({goal_cents: goalCents})
        .where('id', '=', id)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows) > 0;
      if (changed) noteContentWrite(ctx, 'projects');
      return changed;
    },
    async listContributors() {
      const typed = await db
        .selectFrom('contributors as c')
        .innerJoin('anchor_projects as p', 'p.id', 'c.anchor_project_id')
        .select([
          'c.id',
          'c.name',
          'c.date',
          'c.amount_cents',
          'p.id as project_id',
          'p.title as project_title',
        ])
        .execute();
      // Received gifts are the ledger too (issue 22), read where they live so there is one record of each.
      const gifts = await db
        .selectFrom('gifts')
        .select(['id', 'donor_name', 'show_name', 'received_on', 'received_cents', 'project'])
        .where('status', '=', 'received')
        .execute();
      return [...typed.map(toContributor), ...gifts.map(giftContributor)].sort(
        (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || byLedgerId(a._id, b._id),
      );
    },
    async ledgerSums() {
      const typed = await projectSums(db, 'contributors');
      // Received gifts are given too, as in listContributors.
      const gifts = await db
        .selectFrom('gifts')
        .where('status', '=', 'received')
        .select((eb) => [
          'project',
          eb.fn.sum<number>('received_cents').as('cents'),
          eb.fn.countAll<number>().as('count'),
          eb.fn.min<string>('received_on').as('first'),
        ])
        .groupBy('project')
        .execute();
      const spent = await projectSums(db, 'expenditures');
      const given = new Map<string, LedgerSum>();
      const add = (sum: LedgerSum) => {
        const held = given.get(sum.project);
        given.set(
          sum.project,
          held
            ? {
                ...held,
                cents: held.cents + sum.cents,
                count: held.count + sum.count,
                firstDate: [sum.firstDate, held.firstDate].sort()[0]!,
              }
            : sum,
        );
      };
      for (const row of typed) add(ledgerSum(row.project, row.title, row));
      for (const row of gifts) add(ledgerSum(row.project, giftProjectTitle(row.project), row));
      return {
        given: [...given.values()],
        spent: spent.map((row) => ledgerSum(row.project, row.title, row)),
      };
    },
    async listExpenditures() {
      const rows = await db
        .selectFrom('expenditures as e')
        .innerJoin('anchor_projects as p', 'p.id', 'e.anchor_project_id')
        .select(['e.id', 'e.item', 'e.date', 'e.amount_cents', 'e.detail'])
        .select(['p.id as project_id', 'p.title as project_title'])
        .orderBy('e.date')
        .orderBy('e.id')
        .execute();
      return rows.map(toExpenditure);
    },
    async listAuditReports() {
      return db.selectFrom('audit_reports').select(['year', 'url']).orderBy('year').execute();
    },
    async listAnnouncements() {
      const rows = await db
        .selectFrom('announcements')
        .select(['id', 'date', 'title', 'description', 'popup', ...TRANSLATION_COLUMNS.announcements])
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toAnnouncement);
    },
    async listEvents(type, fromDate) {
      const events = await eventsWithCounts(db)
        .where((eb) => eb.or([eb('e.type', '=', type), eb('e.open_to_both', '=', 1)]))
        .where('e.cancelled_at', 'is', null)
        .where('e.date', '>=', fromDate)
        .orderBy('e.date')
        .orderBy('e.id')
        .execute();
      return events.map(toPublicEvent);
    },
    async importContent(batches, {replace, onlyIfEmpty = false}) {
      return inTransaction(ctx, async (tx) => {
        if (onlyIfEmpty) {
          // Instances starting together: the second waits here (SQLite: at BEGIN IMMEDIATE), then sees rows.
          await lockKey(tx, 'nard:seed');
          if (await hasContent(tx.db)) return 0;
        }
        let written = 0;
        for (const content of batches) {
          if (replace) await tx.db.deleteFrom(TABLE_OF_KIND[content.kind]).execute();
          await insertRows(tx.db, content);
          written += content.rows.length;
        }
        noteContentWrite(tx, ...batches.map((batch) => batch.kind));
        return written;
      });
    },
    async isContentEmpty() {
      return !(await hasContent(db));
    },
    async saveContactMessage(message, receivedAt) {
      const row = await db
        .insertInto('contact_messages')
        .values({
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          received_at: new Date(receivedAt).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {id: text(row.id)};
    },
    async ping() {
      const row = await db.selectNoFrom((eb) => eb.lit(1).as('one')).executeTakeFirst();
      if (Number(row?.one) !== 1) throw new Error(`${ctx.dialect} did not answer select 1`);
    },
    probeWrite: (now) =>
      inTransaction(ctx, async (tx) => {
        const probed = await tx.db
          .updateTable('health_probe')
          .set({probed_at: now})
          .where('id', '=', 1)
          .executeTakeFirst();
        if (Number(probed.numUpdatedRows) !== 1) throw new Error('the health_probe row is missing');
      }),
    contentVersion: (topics) => ctx.content.current(topics),
  };
}

/** One ledger table added up per anchor project: cents, lines and first day. */
function projectSums(db: Kysely<Database>, table: 'contributors' | 'expenditures') {
  // Typed as contributors: the columns this query names (amount_cents, date, anchor_project_id) are the
  // same in both tables.
  return db
    .selectFrom(`${table} as x` as 'contributors as x')
    .innerJoin('anchor_projects as p', 'p.id', 'x.anchor_project_id')
    .select((eb) => [
      'p.id as project',
      'p.title as title',
      eb.fn.sum<number>('x.amount_cents').as('cents'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.min<string>('x.date').as('first'),
    ])
    .groupBy(['p.id', 'p.title'])
    .execute();
}

/** One project's sum as the database added it (PostgreSQL answers sums and counts as text). */
function ledgerSum(
  project: string,
  title: string,
  row: {cents: unknown; count: unknown; first: string | null},
): LedgerSum {
  return {project, title, cents: Number(row.cents), count: Number(row.count), firstDate: row.first ?? ''};
}

/** A received gift as a ledger row: the donor's name only if they chose to show it (SPEC: 'Anonymous'). */
function giftContributor(row: GiftLedgerRow): Contributor {
  return {
    _id: `gift-${row.id}`,
    name: Number(row.show_name) === 1 ? row.donor_name : 'Anonymous',
    date: row.received_on ?? '',
    amount: dollars(row.received_cents),
    anchorProjectId: {_id: row.project, title: giftProjectTitle(row.project)},
  };
}

type GiftLedgerRow = {
  id: number;
  donor_name: string;
  show_name: number;
  received_on: string | null;
  received_cents: number | null;
  project: string;
};

// Same-day rows keep the order they were entered: hand-typed rows by id, then gifts by id.
function byLedgerId(a: string, b: string): number {
  const giftA = a.startsWith('gift-');
  const giftB = b.startsWith('gift-');
  if (giftA !== giftB) return giftA ? 1 : -1;
  return Number(a.replace('gift-', '')) - Number(b.replace('gift-', ''));
}
