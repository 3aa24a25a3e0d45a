// SQLite's content version: PRAGMA data_version changes when ANOTHER connection commits (the admin import, a
// second process) and cannot say what changed, so it moves every topic; this process counts its own content
// writes per topic, which data_version does not show.
import type {DatabaseSync} from 'node:sqlite';
import {CONTENT_TOPICS, type ContentTopic} from '../content-store.ts';
import type {ContentVersion} from '../store-context.ts';

/** The content version of this connection to the file. */
export function sqliteContentVersion(db: DatabaseSync): ContentVersion {
  const dataVersion = db.prepare('PRAGMA data_version');
  const ownWrites = new Map<ContentTopic, number>();
  return {
    current(topics = CONTENT_TOPICS) {
      const own = topics.map((topic) => ownWrites.get(topic) ?? 0).join('.');
      return `${Number(dataVersion.get()?.data_version)}:${own}`;
    },
    noteWrite(topics) {
      for (const topic of topics) ownWrites.set(topic, (ownWrites.get(topic) ?? 0) + 1);
    },
  };
}
