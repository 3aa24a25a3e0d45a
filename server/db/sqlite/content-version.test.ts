import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {OTHERS_COMMITS_READ_MS, sqliteContentVersion} from './content-version.ts';
import {openDatabase} from './open-sqlite.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

function twoConnections() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nard-version-'));
  dirs.push(dir);
  const file = path.join(dir, 'nard.sqlite');
  return [openDatabase(file), openDatabase(file)] as const;
}

it('moves every topic on another connection’s commit once the last read is OTHERS_COMMITS_READ_MS old', async () => {
  const [ours, theirs] = twoConnections();
  const version = sqliteContentVersion(ours);
  const before = version.current(['announcements']);
  theirs.exec('CREATE TABLE imported (id INTEGER)');
  await new Promise((resolve) => setTimeout(resolve, OTHERS_COMMITS_READ_MS + 5));
  expect(version.current(['announcements'])).not.toBe(before);
  ours.close();
  theirs.close();
});

it('moves only the written topic on its own writes, at once', () => {
  const [ours, theirs] = twoConnections();
  const version = sqliteContentVersion(ours);
  const events = version.current(['events']);
  const announcements = version.current(['announcements']);
  version.noteWrite(['announcements']);
  expect(version.current(['announcements'])).not.toBe(announcements);
  expect(version.current(['events'])).toBe(events);
  ours.close();
  theirs.close();
});
