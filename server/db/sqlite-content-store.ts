// ContentStore on node:sqlite. Statements are prepared once; amounts leave storage as dollars.
import type {DatabaseSync} from 'node:sqlite';
import type {ContentRows, ContentStore} from './content-store.ts';
import {transaction} from './database.ts';
import {
  dollars,
  EVENT_COLUMNS,
  EVENT_SELECT,
  eventValues,
  firstName,
  TABLE_OF_KIND,
  text,
  toAnnouncement,
  toContributor,
  toEvent,
  toExpenditure,
} from './rows.ts';

/** A result row (re-exported for the SQLite stores beside this one). */
export type {Row} from './rows.ts';

/** Counts this connection's own content writes (PRAGMA data_version only sees other connections'). */
export type WriteCounter = {count: number};

function insertRows(db: DatabaseSync, content: ContentRows): void {
  switch (content.kind) {
    case 'contributors': {
      const insert = db.prepare(
        'INSERT INTO contributors (name, date, amount_cents, anchor_project_id) VALUES (?, ?, ?, ?)',
      );
      for (const row of content.rows) insert.run(row.name, row.date, row.amountCents, row.anchorProjectId);
      return;
    }
    case 'expenditures': {
      const insert = db.prepare(
        'INSERT INTO expenditures (item, date, amount_cents, detail, anchor_project_id) VALUES (?, ?, ?, ?, ?)',
      );
      for (const row of content.rows) {
        insert.run(row.item, row.date, row.amountCents, row.detail, row.anchorProjectId);
      }
      return;
    }
    case 'announcements': {
      const insert = db.prepare('INSERT INTO announcements (date, title, description) VALUES (?, ?, ?)');
      for (const row of content.rows) insert.run(row.date, row.title, row.description);
      return;
    }
    case 'events': {
      const insert = db.prepare(
        `INSERT INTO events (${EVENT_COLUMNS.join(', ')}) VALUES (${EVENT_COLUMNS.map(() => '?').join(', ')})`,
      );
      for (const row of content.rows) insert.run(...eventValues(row));
      return;
    }
    case 'audit-reports': {
      const upsert = db.prepare(
        'INSERT INTO audit_reports (year, url) VALUES (?, ?) ON CONFLICT (year) DO UPDATE SET url = excluded.url',
      );
      for (const row of content.rows) upsert.run(row.year, row.url);
      return;
    }
  }
}

/**
 * The SQLite ContentStore over an open, migrated database. `writes` is shared with the other stores on
 * the same connection that write public content (the staff store), so their writes move the version too.
 */
export function createSqliteContentStore(db: DatabaseSync, writes: WriteCounter = {count: 0}): ContentStore {
  const statements = {
    contributors:
      db.prepare(`SELECT c.id, c.name, c.date, c.amount_cents, p.id AS project_id, p.title AS project_title
      FROM contributors c JOIN anchor_projects p ON p.id = c.anchor_project_id ORDER BY c.date, c.id`),
    expenditures: db.prepare(`SELECT e.id, e.item, e.date, e.amount_cents, e.detail,
      p.id AS project_id, p.title AS project_title
      FROM expenditures e JOIN anchor_projects p ON p.id = e.anchor_project_id ORDER BY e.date, e.id`),
    auditReports: db.prepare('SELECT year, url FROM audit_reports ORDER BY year'),
    announcements: db.prepare(
      'SELECT id, date, title, description FROM announcements ORDER BY date DESC, id DESC',
    ),
    events: db.prepare(`${EVENT_SELECT} WHERE (e.type = ? OR e.open_to_both = 1)
      AND e.cancelled_at IS NULL AND e.date >= ? ORDER BY e.date, e.id`),
    onlineNames: db.prepare(`SELECT s.event_id, u.full_name FROM event_signups s
      JOIN events e ON e.id = s.event_id JOIN users u ON u.id = s.user_id
      WHERE s.status = 'confirmed' AND e.cancelled_at IS NULL AND e.date >= ?
      ORDER BY s.signed_up_at, s.id`),
    projectIds: db.prepare('SELECT id FROM anchor_projects ORDER BY rowid'),
    projects: db.prepare('SELECT id, title, goal_cents FROM anchor_projects ORDER BY rowid'),
    upsertProject: db.prepare(`INSERT INTO anchor_projects (id, title, goal_cents) VALUES (?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET title = excluded.title,
      goal_cents = COALESCE(anchor_projects.goal_cents, excluded.goal_cents)`),
    setGoal: db.prepare('UPDATE anchor_projects SET goal_cents = ? WHERE id = ?'),
    anyContent: db.prepare(`SELECT EXISTS (SELECT 1 FROM announcements) OR EXISTS (SELECT 1 FROM events)
      OR EXISTS (SELECT 1 FROM contributors) AS present`),
    contact: db.prepare(
      'INSERT INTO contact_messages (name, email, subject, message, received_at) VALUES (?, ?, ?, ?, ?)',
    ),
    ping: db.prepare('SELECT 1 AS one'),
    // Changes when another connection (the admin import process) commits; not for this connection's writes.
    dataVersion: db.prepare('PRAGMA data_version'),
  };

  return {
    async upsertAnchorProjects(projects) {
      try {
        transaction(db, () => {
          for (const project of projects) {
            statements.upsertProject.run(project.id, project.title, project.goalCents ?? null);
          }
        });
      } finally {
        writes.count++;
      }
    },
    async listAnchorProjectIds() {
      return statements.projectIds.all().map((row) => text(row.id));
    },
    async listAnchorProjects() {
      return statements.projects.all().map((row) => ({
        id: text(row.id),
        title: text(row.title),
        goal: row.goal_cents === null ? null : dollars(row.goal_cents),
      }));
    },
    async setProjectGoal(id, goalCents) {
      try {
        return Number(statements.setGoal.run(goalCents, id).changes) > 0;
      } finally {
        writes.count++;
      }
    },
    async listContributors() {
      return statements.contributors.all().map(toContributor);
    },
    async listExpenditures() {
      return statements.expenditures.all().map(toExpenditure);
    },
    async listAuditReports() {
      return statements.auditReports.all().map((row) => ({year: Number(row.year), url: text(row.url)}));
    },
    async listAnnouncements() {
      return statements.announcements.all().map(toAnnouncement);
    },
    async listEvents(type, fromDate) {
      const names = new Map<string, string[]>();
      for (const row of statements.onlineNames.all(fromDate)) {
        const list = names.get(text(row.event_id)) ?? [];
        list.push(firstName(text(row.full_name)));
        names.set(text(row.event_id), list);
      }
      return statements.events.all(type, fromDate).map((row) => toEvent(row, names.get(text(row.id))));
    },
    async importContent(batches, {replace, onlyIfEmpty = false}) {
      try {
        return transaction(db, () => {
          // BEGIN IMMEDIATE holds the only write lock: no other writer can seed between check and insert.
          if (onlyIfEmpty && Number(statements.anyContent.get()?.present) !== 0) return 0;
          let written = 0;
          for (const content of batches) {
            if (replace) db.exec(`DELETE FROM ${TABLE_OF_KIND[content.kind]}`);
            insertRows(db, content);
            written += content.rows.length;
          }
          return written;
        });
      } finally {
        writes.count++;
      }
    },
    async isContentEmpty() {
      return Number(statements.anyContent.get()?.present) === 0;
    },
    async saveContactMessage(message, receivedAt) {
      const result = statements.contact.run(
        message.name,
        message.email,
        message.subject,
        message.message,
        new Date(receivedAt).toISOString(),
      );
      return {id: String(result.lastInsertRowid)};
    },
    async ping() {
      if (Number(statements.ping.get()?.one) !== 1) throw new Error('SQLite did not answer select 1');
    },
    contentVersion() {
      return `${Number(statements.dataVersion.get()?.data_version)}.${writes.count}`;
    },
  };
}
