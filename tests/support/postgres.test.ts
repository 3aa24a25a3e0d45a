// The throw-away PostgreSQL finder: newest Debian version first, PG_BIN and PATH honoured, and a missing
// install is an error that names the command to run (tests never skip for want of PostgreSQL).
import {chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {findPostgresBin, POSTGRES_MISSING} from './postgres.ts';

let root: string;
const fakeBin = (dir: string) => {
  mkdirSync(dir, {recursive: true});
  for (const name of ['initdb', 'pg_ctl']) {
    writeFileSync(path.join(dir, name), '#!/bin/sh\n');
    chmodSync(path.join(dir, name), 0o755);
  }
  return dir;
};
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'nard-pgbin-'));
});
afterEach(() => rmSync(root, {recursive: true, force: true}));

describe('findPostgresBin', () => {
  it('takes the newest Debian version, whatever its number', () => {
    const debian = path.join(root, 'debian');
    fakeBin(path.join(debian, '9.6/bin'));
    fakeBin(path.join(debian, '16/bin'));
    fakeBin(path.join(debian, '15/bin'));
    expect(findPostgresBin({}, debian)).toBe(path.join(debian, '16/bin'));
  });

  it('prefers PG_BIN, and falls back to PATH', () => {
    const own = fakeBin(path.join(root, 'own'));
    const onPath = fakeBin(path.join(root, 'path'));
    expect(findPostgresBin({PG_BIN: own, PATH: onPath}, path.join(root, 'none'))).toBe(own);
    expect(findPostgresBin({PATH: `/nowhere${path.delimiter}${onPath}`}, path.join(root, 'none'))).toBe(
      onPath,
    );
  });

  it('fails with the install command when nothing is found', () => {
    expect(() => findPostgresBin({PATH: '/nowhere'}, path.join(root, 'none'))).toThrow(POSTGRES_MISSING);
    expect(POSTGRES_MISSING).toContain('apt-get install -y postgresql');
  });
});
