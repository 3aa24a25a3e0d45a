// SiteSettingsStore on PostgreSQL: partner origins, audit PDFs (bytea, so every instance serves the same
// bytes), project goals. Each write is one transaction with its activity row; the row it changes is locked
// first (FOR UPDATE, or the upsert's own lock), and content writes are noted for the content version.

import {type SiteSettingsStore, uploadedReportUrl} from '../site-settings-store.ts';
import {toOrigin, toProject} from '../sqlite-site-settings-store.ts';
import type {Actor} from '../staff-store.ts';
import type {Sql, Tx} from './connect.ts';
import type {ContentVersionFollower} from './content-version.ts';
import {logActivity} from './staff-store.ts';

type Partners = Pick<
  SiteSettingsStore,
  'seedPartnerOrigins' | 'listPartnerOrigins' | 'isPartnerOrigin' | 'addPartnerOrigin' | 'removePartnerOrigin'
>;

function partnerMethods(sql: Sql): Partners {
  const target = {targetType: 'partner-origin'};
  return {
    async seedPartnerOrigins(origins, now) {
      await sql.begin(async (tx) => {
        for (const origin of origins) {
          await tx`INSERT INTO partner_origins (origin, added_at) VALUES (${origin}, ${now})
            ON CONFLICT (origin) DO NOTHING`;
        }
      });
    },
    async listPartnerOrigins() {
      const rows =
        await sql`SELECT * FROM partner_origins WHERE removed_at IS NULL ORDER BY added_at, origin`;
      return rows.map(toOrigin);
    },
    async isPartnerOrigin(origin) {
      const rows = await sql`SELECT 1 FROM partner_origins WHERE origin = ${origin} AND removed_at IS NULL`;
      return rows.length > 0;
    },
    async addPartnerOrigin(origin, actor, now) {
      return sql.begin(async (tx) => {
        const [existing] = await tx`SELECT * FROM partner_origins WHERE origin = ${origin} FOR UPDATE`;
        if (existing && existing.removed_at === null) return {added: false, origin: toOrigin(existing)};
        const [row] = await tx`INSERT INTO partner_origins (origin, added_at, added_by)
          VALUES (${origin}, ${now}, ${actor.email})
          ON CONFLICT (origin) DO UPDATE SET added_at = excluded.added_at, added_by = excluded.added_by,
          removed_at = NULL RETURNING *`;
        const after = toOrigin(row!);
        await logActivity(tx, actor, now, {
          ...target,
          action: 'create',
          targetId: origin,
          before: null,
          after,
        });
        return {added: true, origin: after};
      });
    },
    async removePartnerOrigin(origin, actor, now) {
      return sql.begin(async (tx) => {
        const [existing] = await tx`UPDATE partner_origins SET removed_at = ${now}
          WHERE origin = ${origin} AND removed_at IS NULL RETURNING *`;
        if (!existing) return null;
        const before = toOrigin(existing);
        await logActivity(tx, actor, now, {
          ...target,
          action: 'delete',
          targetId: origin,
          before,
          after: null,
        });
        return before;
      });
    },
  };
}

type Audits = Pick<
  SiteSettingsStore,
  'saveAuditReport' | 'deleteAuditReport' | 'readAuditPdf' | 'changeProjectGoal'
>;

function contentMethods(sql: Sql, version: ContentVersionFollower): Audits {
  const report = async (tx: Tx, year: number) => {
    const [row] = await tx`SELECT year, url FROM audit_reports WHERE year = ${year} FOR UPDATE`;
    return row ? {year: Number(row.year), url: String(row.url)} : null;
  };
  const target = {targetType: 'audit-report'};
  const writing = async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return (await sql.begin(fn)) as T;
    } finally {
      version.noteWrite();
    }
  };
  return {
    saveAuditReport: ({year, pdf}, actor: Actor, now) =>
      writing(async (tx) => {
        const before = await report(tx, year);
        await tx`INSERT INTO audit_reports (year, url, pdf, uploaded_at)
          VALUES (${year}, ${uploadedReportUrl(year)}, ${Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)}, ${now})
          ON CONFLICT (year) DO UPDATE SET url = excluded.url, pdf = excluded.pdf, uploaded_at = excluded.uploaded_at`;
        const after = await report(tx, year);
        // The log keeps the size, not the bytes.
        const logged = after && {...after, bytes: pdf.byteLength};
        const action = before ? 'replace' : 'create';
        await logActivity(tx, actor, now, {...target, action, targetId: String(year), before, after: logged});
        return {before, after};
      }),
    deleteAuditReport: (year, actor, now) =>
      writing(async (tx) => {
        const before = await report(tx, year);
        if (!before) return null;
        await tx`DELETE FROM audit_reports WHERE year = ${year}`;
        await logActivity(tx, actor, now, {
          ...target,
          action: 'delete',
          targetId: String(year),
          before,
          after: null,
        });
        return before;
      }),
    async readAuditPdf(year) {
      const [row] = await sql`SELECT pdf FROM audit_reports WHERE year = ${year} AND pdf IS NOT NULL`;
      return row ? new Uint8Array(row.pdf as Buffer) : null;
    },
    changeProjectGoal: (id, goalCents, actor, now) =>
      writing(async (tx) => {
        const [row] = await tx`SELECT id, title, goal_cents FROM anchor_projects WHERE id = ${id} FOR UPDATE`;
        if (!row) return null;
        const before = toProject(row);
        const [updated] = await tx`UPDATE anchor_projects SET goal_cents = ${goalCents} WHERE id = ${id}
          RETURNING id, title, goal_cents`;
        const after = toProject(updated!);
        await logActivity(tx, actor, now, {
          action: 'update',
          targetType: 'project',
          targetId: id,
          before,
          after,
        });
        return {before, after};
      }),
  };
}

/** The PostgreSQL SiteSettingsStore over a migrated database. */
export function createPostgresSiteSettingsStore(
  sql: Sql,
  version: ContentVersionFollower,
): SiteSettingsStore {
  return {...partnerMethods(sql), ...contentMethods(sql, version)};
}
