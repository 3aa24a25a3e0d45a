// SiteSettingsStore on node:sqlite: partner origins, audit PDFs (BLOBs), project goals. Each write is one
// transaction with its activity row; audit and goal writes move the shared content write counter.
import type {DatabaseSync} from 'node:sqlite';
import type {AnchorProject, AuditReport, PartnerOrigin} from '../../core/data/index.ts';
import type {WriteCounter} from './database.ts';
import {transaction} from './database.ts';
import type {Row} from './rows.ts';
import {type SiteSettingsStore, uploadedReportUrl} from './site-settings-store.ts';
import {activityLog} from './sqlite-activity.ts';

/** A partner_origins row (either store). */
export function toOrigin(row: Row): PartnerOrigin {
  return {
    origin: String(row.origin),
    addedAt: new Date(Number(row.added_at)).toISOString(),
    addedBy: row.added_by ? String(row.added_by) : null,
  };
}

/** An anchor_projects row with its goal in dollars (either store). */
export function toProject(row: Row): AnchorProject {
  return {
    id: String(row.id),
    title: String(row.title),
    goal: row.goal_cents === null || row.goal_cents === undefined ? null : Number(row.goal_cents) / 100,
  };
}

function partnerMethods(db: DatabaseSync, log: ReturnType<typeof activityLog>) {
  const seed = db.prepare(
    'INSERT INTO partner_origins (origin, added_at) VALUES (?, ?) ON CONFLICT (origin) DO NOTHING',
  );
  const live = db.prepare('SELECT * FROM partner_origins WHERE removed_at IS NULL ORDER BY added_at, origin');
  const one = db.prepare('SELECT * FROM partner_origins WHERE origin = ?');
  const isLive = db.prepare('SELECT 1 AS yes FROM partner_origins WHERE origin = ? AND removed_at IS NULL');
  const add = db.prepare(`INSERT INTO partner_origins (origin, added_at, added_by) VALUES (?1, ?2, ?3)
    ON CONFLICT (origin) DO UPDATE SET added_at = ?2, added_by = ?3, removed_at = NULL`);
  const remove = db.prepare(
    'UPDATE partner_origins SET removed_at = ? WHERE origin = ? AND removed_at IS NULL',
  );
  const target = {targetType: 'partner-origin'};

  return {
    async seedPartnerOrigins(origins: readonly string[], now: number) {
      transaction(db, () => {
        for (const origin of origins) seed.run(origin, now);
      });
    },
    async listPartnerOrigins() {
      return live.all().map(toOrigin);
    },
    async isPartnerOrigin(origin: string) {
      return isLive.get(origin) !== undefined;
    },
    async addPartnerOrigin(origin: string, actor: {id: string; email: string}, now: number) {
      return transaction(db, () => {
        const existing = one.get(origin);
        if (existing && existing.removed_at === null) return {added: false, origin: toOrigin(existing)};
        add.run(origin, now, actor.email);
        const after = toOrigin(one.get(origin)!);
        log.record(actor, now, {...target, action: 'create', targetId: origin, before: null, after});
        return {added: true, origin: after};
      });
    },
    async removePartnerOrigin(origin: string, actor: {id: string; email: string}, now: number) {
      return transaction(db, () => {
        const existing = one.get(origin);
        if (!existing || Number(remove.run(now, origin).changes) === 0) return null;
        const before = toOrigin(existing);
        log.record(actor, now, {...target, action: 'delete', targetId: origin, before, after: null});
        return before;
      });
    },
  };
}

function auditMethods(db: DatabaseSync, log: ReturnType<typeof activityLog>, writes: WriteCounter) {
  const one = db.prepare('SELECT year, url FROM audit_reports WHERE year = ?');
  const upsert = db.prepare(`INSERT INTO audit_reports (year, url, pdf, uploaded_at) VALUES (?1, ?2, ?3, ?4)
    ON CONFLICT (year) DO UPDATE SET url = ?2, pdf = ?3, uploaded_at = ?4`);
  const remove = db.prepare('DELETE FROM audit_reports WHERE year = ?');
  const pdf = db.prepare('SELECT pdf FROM audit_reports WHERE year = ? AND pdf IS NOT NULL');
  const toReport = (row: Row | undefined): AuditReport | null =>
    row ? {year: Number(row.year), url: String(row.url)} : null;
  const target = {targetType: 'audit-report'};
  const writing = <T>(fn: () => T): T => {
    try {
      return transaction(db, fn);
    } finally {
      writes.count++;
    }
  };

  return {
    async saveAuditReport(
      {year, pdf: bytes}: {year: number; pdf: Uint8Array},
      actor: {id: string; email: string},
      now: number,
    ) {
      return writing(() => {
        const before = toReport(one.get(year));
        upsert.run(year, uploadedReportUrl(year), bytes, now);
        const after = toReport(one.get(year));
        const action = before ? 'replace' : 'create';
        // The log keeps the size, not the bytes.
        const logged = after && {...after, bytes: bytes.byteLength};
        log.record(actor, now, {...target, action, targetId: String(year), before, after: logged});
        return {before, after};
      });
    },
    async deleteAuditReport(year: number, actor: {id: string; email: string}, now: number) {
      return writing(() => {
        const before = toReport(one.get(year));
        if (!before) return null;
        remove.run(year);
        log.record(actor, now, {...target, action: 'delete', targetId: String(year), before, after: null});
        return before;
      });
    },
    async readAuditPdf(year: number) {
      const row = pdf.get(year);
      return row ? (row.pdf as Uint8Array) : null;
    },
  };
}

function projectMethods(db: DatabaseSync, log: ReturnType<typeof activityLog>, writes: WriteCounter) {
  const one = db.prepare('SELECT id, title, goal_cents FROM anchor_projects WHERE id = ?');
  const setGoal = db.prepare('UPDATE anchor_projects SET goal_cents = ? WHERE id = ?');
  return {
    async changeProjectGoal(
      id: string,
      goalCents: number | null,
      actor: {id: string; email: string},
      now: number,
    ) {
      try {
        return transaction(db, () => {
          const row = one.get(id);
          if (!row) return null;
          const before = toProject(row);
          setGoal.run(goalCents, id);
          const after = toProject(one.get(id)!);
          log.record(actor, now, {action: 'update', targetType: 'project', targetId: id, before, after});
          return {before, after};
        });
      } finally {
        writes.count++;
      }
    },
  };
}

/** The SQLite SiteSettingsStore; `writes` is the content store's write counter. */
export function createSqliteSiteSettingsStore(db: DatabaseSync, writes: WriteCounter): SiteSettingsStore {
  const log = activityLog(db);
  return {...partnerMethods(db, log), ...auditMethods(db, log, writes), ...projectMethods(db, log, writes)};
}
