// SQLite's content version: PRAGMA data_version changes when ANOTHER connection commits (the admin import, a
// second process) and cannot say what changed, so it moves every topic; this process counts its own content
// writes per topic, which data_version does not show.
import type {DatabaseSync} from 'node:sqlite';
import {CONTENT_TOPICS, type ContentTopic} from '../content-store.ts';
import type {ContentVersion} from '../store-context.ts';

/**
 * The content version of this connection to the file. Another process's commit is read once per turn of
 * the event loop: requests answered in the same turn arrived together, and the pragma, asked for every
 * cached GET, was a twentieth of the server's time under load (bench:api, issue 21).
 */
export function sqliteContentVersion(db: DatabaseSync): ContentVersion {
  const dataVersion = db.prepare('PRAGMA data_version');
  const ownWrites = new Map<ContentTopic, number>();
  let thisTurn: number | undefined;
  const othersCommits = () => {
    if (thisTurn === undefined) {
      thisTurn = Number(dataVersion.get()?.data_version);
      setImmediate(() => {
        thisTurn = undefined;
      });
    }
    return thisTurn;
  };
  return {
    current(topics = CONTENT_TOPICS) {
      const own = topics.map((topic) => ownWrites.get(topic) ?? 0).join('.');
      return `${othersCommits()}:${own}`;
    },
    noteWrite(topics) {
      for (const topic of topics) ownWrites.set(topic, (ownWrites.get(topic) ?? 0) + 1);
    },
  };
}
