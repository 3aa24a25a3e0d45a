// SQLite's content version: PRAGMA data_version changes when ANOTHER connection commits (the admin import, a
// second process) and cannot say what changed, so it moves every topic; this process counts its own content
// writes per topic, which data_version does not show.
import type {DatabaseSync} from 'node:sqlite';
import type {ContentTopic} from '../content-topics.ts';
import {CONTENT_TOPICS} from '../content-topics.ts';
import type {ContentVersion} from '../store-context.ts';

/** How long a read of another process's commits stands (see sqliteContentVersion). */
export const OTHERS_COMMITS_READ_MS = 20;

/**
 * The content version of this connection to the file. Another process's commit (the admin import) is read
 * at most every OTHERS_COMMITS_READ_MS: asked for every cached GET, the pragma was a twentieth of the
 * server's time under load, and still a tenth when read once per turn of the event loop (under load a turn
 * holds one or two requests; bench:api, issue 21). A version read early is only ever older than the
 * content it tags, which costs a rebuild, never a stale answer past that bound.
 */
export function sqliteContentVersion(db: DatabaseSync): ContentVersion {
  const dataVersion = db.prepare('PRAGMA data_version');
  const ownWrites = new Map<ContentTopic, number>();
  let readAt = Number.NEGATIVE_INFINITY;
  let othersVersion = 0;
  const othersCommits = () => {
    const now = performance.now();
    if (now - readAt >= OTHERS_COMMITS_READ_MS) {
      othersVersion = Number(dataVersion.get()?.data_version);
      readAt = now;
    }
    return othersVersion;
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
