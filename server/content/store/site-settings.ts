// SiteSettingsStore: partner origins (which pages may send the volunteer form), uploaded audit report PDFs
// (bytes in the database, so every instance serves them) and project goals, over either database. Each write
// is one transaction with its activity row; the row it changes is read under its lock (or is the upsert's own
// row), and audit and goal writes move the content version once they commit.
import type {AnchorProject, AuditReport} from '../../../core/content/index.ts';
import type {PartnerOrigin} from '../../../core/staff/index.ts';
import {recordActivity, recordChange} from '../../db/activity.ts';
import type {Actor} from '../../db/actor.ts';
import type {Row} from '../../db/rows.ts';
import {dollars} from '../../db/rows.ts';
import {rowLock} from '../../db/sql-dialect.ts';
import {inTransaction, noteContentWrite, type StoreContext} from '../../db/store-context.ts';
import {type SiteSettingsStore, uploadedReportUrl} from './site-settings-store.ts';

/** A partner_origins row. */
function toOrigin(row: Row): PartnerOrigin {
  return {
    origin: String(row.origin),
    addedAt: new Date(Number(row.added_at)).toISOString(),
    addedBy: row.added_by ? String(row.added_by) : null,
  };
}

/** An anchor_projects row with its goal in dollars. */
function toProject(row: Row): AnchorProject {
  return {
    id: String(row.id),
    title: String(row.title),
    goal: row.goal_cents === null ? null : dollars(row.goal_cents),
  };
}

type Partners = Pick<
  SiteSettingsStore,
  'seedPartnerOrigins' | 'listPartnerOrigins' | 'isPartnerOrigin' | 'addPartnerOrigin' | 'removePartnerOrigin'
>;

function partnerMethods(ctx: StoreContext): Partners {
  const origins = ctx.db.selectFrom('partner_origins');
  const logged = (origin: string, actor: Actor, at: number) => ({
    targetType: 'partner-origin',
    targetId: origin,
    actor,
    at,
  });
  return {
    async seedPartnerOrigins(seeds, now) {
      if (seeds.length === 0) return;
      // One statement: an origin present, or removed by staff, stays as it is.
      await ctx.db
        .insertInto('partner_origins')
        .values(seeds.map((origin) => ({origin, added_at: now})))
        .onConflict((conflict) => conflict.column('origin').doNothing())
        .execute();
    },
    listPartnerOrigins: async () =>
      (
        await origins
          .selectAll()
          .where('removed_at', 'is', null)
          .orderBy('added_at')
          .orderBy('origin')
          .execute()
      ).map(toOrigin),
    isPartnerOrigin: async (origin) =>
      (await origins
        .select('origin')
        .where('origin', '=', origin)
        .where('removed_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    addPartnerOrigin: (origin, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const present = tx.db.selectFrom('partner_origins').selectAll().where('origin', '=', origin);
        const existing = await rowLock(tx, present).executeTakeFirst();
        if (existing && existing.removed_at === null) return {added: false, origin: toOrigin(existing)};
        const row = await tx.db
          .insertInto('partner_origins')
          .values({origin, added_at: now, added_by: actor.email})
          .onConflict((conflict) =>
            conflict.column('origin').doUpdateSet({added_at: now, added_by: actor.email, removed_at: null}),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = toOrigin(row);
        await recordActivity(tx, {...logged(origin, actor, now), action: 'create', before: null, after});
        return {added: true, origin: after};
      }),
    removePartnerOrigin: (origin, actor, now) =>
      inTransaction(ctx, async (tx) => {
        // One conditional statement: of two removals at once, one finds the origin in use.
        const row = await tx.db
          .updateTable('partner_origins')
          .set({removed_at: now})
          .where('origin', '=', origin)
          .where('removed_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        const before = toOrigin(row);
        await recordActivity(tx, {...logged(origin, actor, now), action: 'delete', before, after: null});
        return before;
      }),
  };
}

type Content = Pick<
  SiteSettingsStore,
  'saveAuditReport' | 'deleteAuditReport' | 'readAuditPdf' | 'changeProjectGoal'
>;

/** A year's report as the API shows it, read under its row's lock; null when there is none. */
async function lockedReport(tx: StoreContext, year: number): Promise<AuditReport | null> {
  const report = tx.db.selectFrom('audit_reports').select(['year', 'url']).where('year', '=', year);
  return (await rowLock(tx, report).executeTakeFirst()) ?? null;
}

function contentMethods(ctx: StoreContext): Content {
  const logged = (year: number, actor: Actor, at: number) => ({
    targetType: 'audit-report',
    targetId: String(year),
    actor,
    at,
  });
  return {
    saveAuditReport: ({year, pdf}, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const before = await lockedReport(tx, year);
        const after = await tx.db
          .insertInto('audit_reports')
          .values({year, url: uploadedReportUrl(year), pdf, uploaded_at: now})
          .onConflict((conflict) =>
            conflict.column('year').doUpdateSet((eb) => ({
              url: eb.ref('excluded.url'),
              pdf: eb.ref('excluded.pdf'),
              uploaded_at: eb.ref('excluded.uploaded_at'),
            })),
          )
          .returning(['year', 'url'])
          .executeTakeFirstOrThrow();
        noteContentWrite(tx, 'audit-reports');
        // The log keeps the size, not the bytes.
        const action = before ? 'replace' : 'create';
        await recordActivity(tx, {
          ...logged(year, actor, now),
          action,
          before,
          after: {...after, bytes: pdf.byteLength},
        });
        return {before, after};
      }),
    deleteAuditReport: (year, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const before = await lockedReport(tx, year);
        if (!before) return null;
        await tx.db.deleteFrom('audit_reports').where('year', '=', year).execute();
        noteContentWrite(tx, 'audit-reports');
        await recordActivity(tx, {...logged(year, actor, now), action: 'delete', before, after: null});
        return before;
      }),
    async readAuditPdf(year) {
      const row = await ctx.db
        .selectFrom('audit_reports')
        .select('pdf')
        .where('year', '=', year)
        .where('pdf', 'is not', null)
        .executeTakeFirst();
      // PostgreSQL answers a Buffer: the same bytes as a plain Uint8Array, as SQLite gives them.
      return row?.pdf ? new Uint8Array(row.pdf.buffer, row.pdf.byteOffset, row.pdf.byteLength) : null;
    },
    changeProjectGoal: (id, goalCents, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const projects = tx.db
          .selectFrom('anchor_projects')
          .select(['id', 'title', 'goal_cents'])
          .where('id', '=', id);
        const row = await rowLock(tx, projects).executeTakeFirst();
        if (!row) return null;
        const updated = await tx.db
          .updateTable('anchor_projects')
          .set({goal_cents: goalCents})
          .where('id', '=', id)
          .returning(['id', 'title', 'goal_cents'])
          .executeTakeFirstOrThrow();
        noteContentWrite(tx, 'projects');
        const entry = {actor, at: now, action: 'update', targetType: 'project', targetId: id};
        return recordChange(tx, entry, toProject(row), toProject(updated));
      }),
  };
}

/** The SiteSettingsStore over `ctx`. */
export function siteSettingsStore(ctx: StoreContext): SiteSettingsStore {
  return {...partnerMethods(ctx), ...contentMethods(ctx)};
}
