// ContentStore on PostgreSQL: the same answers as sqlite-content-store.ts, amounts leave storage as dollars.
import type {ContentRows, ContentStore} from '../content-store.ts';
import {
  dollars,
  EVENT_COLUMNS,
  EVENT_SELECT,
  eventValues,
  firstName,
  type Row,
  TABLE_OF_KIND,
  text,
  toAnnouncement,
  toContributor,
  toEvent,
  toExpenditure,
} from '../rows.ts';
import type {Sql, Tx} from './connect.ts';
import type {ContentVersionFollower} from './content-version.ts';

// Bind parameters per statement are capped at 65535; a chunk of rows stays far below it.
const CHUNK = 1000;

/** The rows of a batch as the table's columns. */
function tableRows(content: ContentRows): Record<string, string | number>[] {
  switch (content.kind) {
    case 'contributors':
      return content.rows.map((row) => ({
        name: row.name,
        date: row.date,
        amount_cents: row.amountCents,
        anchor_project_id: row.anchorProjectId,
      }));
    case 'expenditures':
      return content.rows.map((row) => ({
        item: row.item,
        date: row.date,
        amount_cents: row.amountCents,
        detail: row.detail,
        anchor_project_id: row.anchorProjectId,
      }));
    case 'announcements':
      return content.rows.map((row) => ({date: row.date, title: row.title, description: row.description}));
    case 'events':
      return content.rows.map((row) => {
        const values = eventValues(row);
        return Object.fromEntries(EVENT_COLUMNS.map((column, i) => [column, values[i]!]));
      });
    case 'audit-reports':
      return content.rows.map((row) => ({year: row.year, url: row.url}));
  }
}

async function insertRows(tx: Tx, content: ContentRows): Promise<void> {
  const rows = tableRows(content);
  const table = TABLE_OF_KIND[content.kind];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    if (content.kind === 'audit-reports') {
      // The same year twice in one statement would be refused; later rows win, as in SQLite.
      for (const row of chunk) {
        await tx`INSERT INTO audit_reports ${tx(row)} ON CONFLICT (year) DO UPDATE SET url = excluded.url`;
      }
    } else {
      await tx`INSERT INTO ${tx(table)} ${tx(chunk)}`;
    }
  }
}

async function anyContent(db: Sql | Tx): Promise<boolean> {
  const [row] = await db`SELECT EXISTS (SELECT 1 FROM announcements) OR EXISTS (SELECT 1 FROM events)
    OR EXISTS (SELECT 1 FROM contributors) AS present`;
  return row?.present === true;
}

/** The PostgreSQL ContentStore over a migrated database; `version` follows commits of every instance. */
export function createPostgresContentStore(sql: Sql, version: ContentVersionFollower): ContentStore {
  const currentVersion = async (tx: Tx) =>
    Number((await tx`SELECT version FROM content_version WHERE id = 1`)[0]?.version);
  return {
    async upsertAnchorProjects(projects) {
      if (projects.length === 0) return;
      const written = await sql.begin(async (tx) => {
        for (const project of projects) {
          // A goal staff set is kept; the seed's goal only fills a missing one.
          await tx`INSERT INTO anchor_projects (id, title, goal_cents)
            VALUES (${project.id}, ${project.title}, ${project.goalCents ?? null})
            ON CONFLICT (id) DO UPDATE SET title = excluded.title,
            goal_cents = COALESCE(anchor_projects.goal_cents, excluded.goal_cents)`;
        }
        return currentVersion(tx);
      });
      version.noteWrite(written);
    },
    async listAnchorProjectIds() {
      return (await sql`SELECT id FROM anchor_projects ORDER BY position`).map((row) => text(row.id));
    },
    async listAnchorProjects() {
      const rows = await sql`SELECT id, title, goal_cents FROM anchor_projects ORDER BY position`;
      return rows.map((row) => ({
        id: text(row.id),
        title: text(row.title),
        goal: row.goal_cents === null ? null : dollars(row.goal_cents),
      }));
    },
    async setProjectGoal(id, goalCents) {
      const [changed, committed] = await sql.begin(async (tx) => {
        const rows =
          await tx`UPDATE anchor_projects SET goal_cents = ${goalCents} WHERE id = ${id} RETURNING id`;
        return [rows.length > 0, await currentVersion(tx)] as const;
      });
      version.noteWrite(committed);
      return changed;
    },
    async listContributors() {
      const rows = await sql`SELECT c.id, c.name, c.date, c.amount_cents,
        p.id AS project_id, p.title AS project_title
        FROM contributors c JOIN anchor_projects p ON p.id = c.anchor_project_id ORDER BY c.date, c.id`;
      return rows.map(toContributor);
    },
    async listExpenditures() {
      const rows = await sql`SELECT e.id, e.item, e.date, e.amount_cents, e.detail,
        p.id AS project_id, p.title AS project_title
        FROM expenditures e JOIN anchor_projects p ON p.id = e.anchor_project_id ORDER BY e.date, e.id`;
      return rows.map(toExpenditure);
    },
    async listAuditReports() {
      const rows = await sql`SELECT year, url FROM audit_reports ORDER BY year`;
      return rows.map((row) => ({year: Number(row.year), url: text(row.url)}));
    },
    async listAnnouncements() {
      const rows = await sql`SELECT id, date, title, description FROM announcements
        ORDER BY date DESC, id DESC`;
      return rows.map(toAnnouncement);
    },
    async listEvents(type, fromDate) {
      const rows = await sql.unsafe(
        `${EVENT_SELECT} WHERE (e.type = $1 OR e.open_to_both = 1) AND e.cancelled_at IS NULL AND e.date >= $2
        ORDER BY e.date, e.id`,
        [type, fromDate],
        {prepare: true},
      );
      const names = new Map<string, string[]>();
      const online = await sql`SELECT s.event_id, u.full_name FROM event_signups s
        JOIN events e ON e.id = s.event_id JOIN users u ON u.id = s.user_id
        WHERE s.status = 'confirmed' AND e.cancelled_at IS NULL AND e.date >= ${fromDate}
        ORDER BY s.signed_up_at, s.id`;
      for (const row of online) {
        const list = names.get(text(row.event_id)) ?? [];
        list.push(firstName(text(row.full_name)));
        names.set(text(row.event_id), list);
      }
      return rows.map((row) => toEvent(row as Row, names.get(text(row.id))));
    },
    async importContent(batches, {replace, onlyIfEmpty = false}) {
      const [written, committed] = await sql.begin(async (tx) => {
        if (onlyIfEmpty) {
          // Instances starting together: the second waits here, then sees the first one's rows.
          await tx`SELECT pg_advisory_xact_lock(hashtextextended('nard:seed', 0))`;
          if (await anyContent(tx)) return [0, undefined] as const;
        }
        let count = 0;
        for (const content of batches) {
          if (replace) await tx`DELETE FROM ${tx(TABLE_OF_KIND[content.kind])}`;
          await insertRows(tx, content);
          count += content.rows.length;
        }
        return [count, await currentVersion(tx)] as const;
      });
      if (written > 0 || !onlyIfEmpty) version.noteWrite(committed);
      return written;
    },
    isContentEmpty: async () => !(await anyContent(sql)),
    async saveContactMessage(message, receivedAt) {
      const [row] = await sql`INSERT INTO contact_messages (name, email, subject, message, received_at)
        VALUES (${message.name}, ${message.email}, ${message.subject}, ${message.message},
        ${new Date(receivedAt).toISOString()}) RETURNING id`;
      return {id: text(row?.id)};
    },
    async ping() {
      const [row] = await sql`SELECT 1 AS one`;
      if (Number(row?.one) !== 1) throw new Error('PostgreSQL did not answer select 1');
    },
    contentVersion: () => version.current(),
  };
}
