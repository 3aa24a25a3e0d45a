// SQLite's content version: PRAGMA data_version changes when ANOTHER connection commits (the admin import, a
// second process), and this process counts its own content writes, which data_version does not show.
import type {DatabaseSync} from 'node:sqlite';
import type {ContentVersion} from '../store-context.ts';

/** The content version of this connection to the file. */
export function sqliteContentVersion(db: DatabaseSync): ContentVersion {
  const dataVersion = db.prepare('PRAGMA data_version');
  let ownWrites = 0;
  return {
    current: () => `${Number(dataVersion.get()?.data_version)}.${ownWrites}`,
    noteWrite: () => {
      ownWrites++;
    },
  };
}
