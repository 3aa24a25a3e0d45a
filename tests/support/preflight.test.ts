import {describe, expect, it} from 'vitest';
import {type PreflightHost, postgresBinDir, preflight} from './preflight.ts';

type Machine = {files: string[]; root?: boolean; env?: Record<string, string>; installs?: string[]};

// A fake machine: `files` are the executables present; apt-get "installs" add the packages' files.
function fakeHost({files, root = true, env = {}, installs = []}: Machine) {
  const present = new Set(files);
  const commands: string[] = [];
  const lines: string[] = [];
  const host: PreflightHost = {
    env: {PATH: '/usr/bin:/bin', ...env},
    isExecutable: (file) => present.has(file),
    listDir: (dir) => [
      ...new Set(
        [...present]
          .filter((f) => f.startsWith(`${dir}/`))
          .map((f) => f.slice(dir.length + 1).split('/')[0]!),
      ),
    ],
    fontsFor: (language) =>
      [...present].filter((f) => f.startsWith(`font:${language}:`)).map((f) => f.split(':')[2]!),
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (args.includes('install')) for (const file of installs) present.add(file);
      return 0;
    },
    isRoot: root,
    log: (line) => lines.push(line),
  };
  return {host, commands, lines};
}

const CHROMIUM = '/usr/bin/chromium-headless-shell';
const PG15 = ['/usr/lib/postgresql/15/bin/initdb', '/usr/lib/postgresql/15/bin/pg_ctl'];
const APT = '/usr/bin/apt-get';
const POPPLER = ['/usr/bin/pdftotext', '/usr/bin/pdfinfo', '/usr/bin/pdffonts'];
// Fonts as fontconfig lists them: `font:<language>:<family>`.
const FONTS = ['font:zh-cn:Noto Sans CJK SC,Noto Sans CJK SC Regular', 'font:ta:Noto Sans Tamil'];

describe('preflight', () => {
  it('goes on at once when Chromium, PostgreSQL and poppler-utils are there', () => {
    const {host, commands, lines} = fakeHost({files: [CHROMIUM, ...PG15, ...POPPLER, ...FONTS]});
    expect(preflight(host)).toBe(0);
    expect(commands).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('as root with apt-get, installs what is missing and goes on', () => {
    const {host, commands} = fakeHost({files: [APT], installs: [CHROMIUM, ...PG15, ...POPPLER, ...FONTS]});
    expect(preflight(host)).toBe(0);
    expect(commands).toEqual([
      'apt-get update',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell postgresql poppler-utils fonts-noto-cjk fonts-noto-core',
    ]);
  });

  it('installs only the missing package', () => {
    const {host, commands} = fakeHost({files: [APT, CHROMIUM, ...POPPLER, ...FONTS], installs: PG15});
    expect(preflight(host)).toBe(0);
    expect(commands.at(-1)).toBe('env DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql');
  });

  it('installs poppler-utils when a PDF tool the receipt tests use is missing', () => {
    const {host, commands} = fakeHost({
      files: [APT, CHROMIUM, ...PG15, '/usr/bin/pdftotext', '/usr/bin/pdfinfo', ...FONTS],
      installs: POPPLER,
    });
    expect(preflight(host)).toBe(0);
    expect(commands.at(-1)).toBe('env DEBIAN_FRONTEND=noninteractive apt-get install -y poppler-utils');
  });

  it('installs the Chinese and Tamil fonts when fontconfig lacks them', () => {
    const {host, commands} = fakeHost({
      files: [APT, CHROMIUM, ...PG15, ...POPPLER, FONTS[0]!],
      installs: FONTS,
    });
    expect(preflight(host)).toBe(0);
    expect(commands.at(-1)).toBe('env DEBIAN_FRONTEND=noninteractive apt-get install -y fonts-noto-core');
  });

  it('fails when apt-get ran but the binaries are still missing', () => {
    const {host, lines} = fakeHost({files: [APT, ...PG15, ...POPPLER, ...FONTS]});
    expect(preflight(host)).toBe(1);
    expect(lines.at(-1)).toBe('Still missing after apt-get: Chromium (/usr/bin/chromium-headless-shell).');
  });

  it('without root, stops at once with the one command to run', () => {
    const {host, commands, lines} = fakeHost({files: [APT], root: false});
    expect(preflight(host)).toBe(1);
    expect(commands).toEqual([]);
    expect(lines).toEqual([
      'npm test needs Chromium (/usr/bin/chromium-headless-shell), the PostgreSQL server (initdb, pg_ctl), poppler-utils ' +
        '(pdftotext, pdfinfo, pdffonts), the Noto Sans CJK SC font and the Noto Sans Tamil font. Install with:',
      '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell postgresql poppler-utils fonts-noto-cjk fonts-noto-core',
    ]);
  });

  it('does not apt-get a Chromium for a CHROME_PATH that is not there', () => {
    const {host, commands, lines} = fakeHost({
      files: [APT, ...PG15, ...POPPLER, ...FONTS],
      env: {CHROME_PATH: '/opt/chrome/chrome'},
    });
    expect(preflight(host)).toBe(1);
    expect(commands).toEqual([]);
    expect(lines.at(-1)).toBe('(or point CHROME_PATH at an installed Chromium)');
  });

  it('does not apt-get a PostgreSQL for a PG_BIN that is not there', () => {
    const {host, commands, lines} = fakeHost({
      files: [APT, CHROMIUM, ...POPPLER, ...FONTS],
      env: {PG_BIN: '/opt/pg/bin'},
    });
    expect(preflight(host)).toBe(1);
    expect(commands).toEqual([]);
    expect(lines.at(-1)).toBe('(or point PG_BIN at the folder holding initdb and pg_ctl)');
  });

  it('finds PG_BIN, else the newest PostgreSQL under /usr/lib/postgresql, else initdb and pg_ctl on PATH', () => {
    const pg16 = ['/usr/lib/postgresql/16/bin/initdb', '/usr/lib/postgresql/16/bin/pg_ctl'];
    expect(postgresBinDir(fakeHost({files: [...PG15, ...pg16]}).host)).toBe('/usr/lib/postgresql/16/bin');
    const onPath = fakeHost({
      files: ['/opt/pg/bin/initdb', '/opt/pg/bin/pg_ctl'],
      env: {PATH: '/opt/pg/bin'},
    });
    expect(postgresBinDir(onPath.host)).toBe('/opt/pg/bin');
    expect(postgresBinDir(fakeHost({files: ['/usr/lib/postgresql/15/bin/initdb']}).host)).toBeNull();
    const chosen = fakeHost({
      files: [...PG15, '/opt/pg/bin/initdb', '/opt/pg/bin/pg_ctl'],
      env: {PG_BIN: '/opt/pg/bin'},
    });
    expect(postgresBinDir(chosen.host)).toBe('/opt/pg/bin');
    expect(postgresBinDir(fakeHost({files: PG15, env: {PG_BIN: '/nowhere'}}).host)).toBeNull();
  });
});
