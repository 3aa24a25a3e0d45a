// Follows the content_version row (bumped by triggers on every content table, see 001-content.sql):
// LISTEN 'nard_content' tells this instance at once when any instance or the admin import commits, and
// every (re)connection of the listener re-reads the row, so a dropped connection misses nothing. Since
// 008-content-topics.sql each notification names the table, so only the answers on that topic rebuild; a
// version learnt without a table (the row read at (re)connection) moves every topic.

import type {ContentTopic} from '../content-topics.ts';
import {CONTENT_TOPICS} from '../content-topics.ts';
import type {ContentVersion} from '../store-context.ts';
import type {Sql} from './connect.ts';

const CHANNEL = 'nard_content';

const TOPIC_OF_TABLE: Record<string, ContentTopic> = {
  anchor_projects: 'projects',
  contributors: 'contributors',
  expenditures: 'expenditures',
  audit_reports: 'audit-reports',
  announcements: 'announcements',
  events: 'events',
  event_signups: 'events',
};

/** The content version as this instance knows it. */
export type ContentVersionFollower = ContentVersion & {stop(): Promise<void>};

/** Starts listening; resolves once the current version has been read. */
export async function followContentVersion(sql: Sql): Promise<ContentVersionFollower> {
  let known = 0;
  // The version every topic has reached (moved by changes whose table is unknown), and each topic's own.
  let everyTopic = 0;
  const topicVersion = new Map<ContentTopic, number>();
  const ownWrites = new Map<ContentTopic, number>();
  const raise = (version: number, topic: ContentTopic | undefined) => {
    if (!Number.isFinite(version)) return;
    if (topic) topicVersion.set(topic, Math.max(version, topicVersion.get(topic) ?? 0));
    else if (version > known) everyTopic = version;
    known = Math.max(known, version);
  };
  const read = async () => {
    const [row] = await sql`SELECT version FROM content_version WHERE id = 1`;
    raise(Number(row?.version), undefined);
  };
  const listener = await sql.listen(
    CHANNEL,
    (payload) => {
      const [version, table] = payload.split(':');
      raise(Number(version), table === undefined ? undefined : TOPIC_OF_TABLE[table]);
    },
    () => {
      read().catch((error: unknown) => console.warn('content version: could not read after LISTEN', error));
    },
  );
  await read();
  const topicNow = (topic: ContentTopic) =>
    `${Math.max(everyTopic, topicVersion.get(topic) ?? 0)}.${ownWrites.get(topic) ?? 0}`;
  return {
    current: (topics = CONTENT_TOPICS) => topics.map(topicNow).join(','),
    noteWrite(topics) {
      for (const topic of topics) ownWrites.set(topic, (ownWrites.get(topic) ?? 0) + 1);
    },
    stop: () => listener.unlisten(),
  };
}
