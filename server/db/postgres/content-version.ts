// Follows the content_version row (bumped by triggers on every content table, see 001-content.sql):
// LISTEN 'nard_content' tells this instance at once when any instance or the admin import commits, and
// every (re)connection of the listener re-reads the row, so a dropped connection misses nothing.
import type {Sql} from './connect.ts';

const CHANNEL = 'nard_content';

/** The content version as this instance knows it. */
export type ContentVersionFollower = {
  /** Synchronous, for the answer cache: changes after any content commit, here or elsewhere. */
  current(): string;
  /** Records this instance's own committed write (its version when known), before NOTIFY arrives. */
  noteWrite(version?: number): void;
  stop(): Promise<void>;
};

/** Starts listening; resolves once the current version has been read. */
export async function followContentVersion(sql: Sql): Promise<ContentVersionFollower> {
  let known = 0;
  let unnumberedWrites = 0;
  const raise = (version: number) => {
    if (Number.isFinite(version) && version > known) known = version;
  };
  const read = async () => {
    const [row] = await sql`SELECT version FROM content_version WHERE id = 1`;
    raise(Number(row?.version));
  };
  const listener = await sql.listen(
    CHANNEL,
    (payload) => raise(Number(payload)),
    () => {
      read().catch((error: unknown) => console.warn('content version: could not read after LISTEN', error));
    },
  );
  await read();
  return {
    current: () => `${known}.${unnumberedWrites}`,
    noteWrite(version) {
      if (version === undefined) unnumberedWrites++;
      else raise(version);
    },
    stop: () => listener.unlisten(),
  };
}
