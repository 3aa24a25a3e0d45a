// Runs first in `npm test`: the end-to-end tests need Chromium's headless shell, the PostgreSQL tests need the
// PostgreSQL server binaries, and the receipt tests read their PDFs back with poppler-utils. Missing ones
// are installed when we are root with apt-get (a fresh CI box); otherwise we stop at once with the one
// command to run, instead of failing late inside a test.
import {spawnSync} from 'node:child_process';
import {accessSync, constants, readdirSync} from 'node:fs';
import path from 'node:path';

/** What the preflight may touch; tests pass fakes. */
export type PreflightHost = {
  env: Record<string, string | undefined>;
  /** True when `file` exists and may be executed. */
  isExecutable: (file: string) => boolean;
  /** The entries of a folder, or [] when it does not exist. */
  listDir: (dir: string) => string[];
  /** The font families fontconfig has for a language (`fc-list :lang=ta family`); [] without fontconfig. */
  fontsFor: (language: string) => string[];
  /** Runs a command with inherited output; returns its exit code. */
  run: (command: string, args: string[]) => number;
  isRoot: boolean;
  log: (line: string) => void;
};

const PG_ROOT = '/usr/lib/postgresql';

/**
 * The Chromium the end-to-end tests drive: CHROME_PATH, else Debian's headless shell (package
 * chromium-headless-shell, built from the same source and version as its chromium; decision 042).
 * playwright.config.ts launches the same answer.
 */
export function chromePath(env: PreflightHost['env']): string {
  return env.CHROME_PATH || '/usr/bin/chromium-headless-shell';
}

function onPath(host: PreflightHost, name: string): string | null {
  for (const dir of (host.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (host.isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/**
 * The folder holding initdb and pg_ctl: PG_BIN when set, else the newest /usr/lib/postgresql/<version>/bin,
 * else PATH. The PostgreSQL tests (tests/support/postgres.ts) use the same answer.
 */
export function postgresBinDir(host: PreflightHost): string | null {
  const hasBoth = (bin: string) =>
    host.isExecutable(path.join(bin, 'initdb')) && host.isExecutable(path.join(bin, 'pg_ctl'));
  if (host.env.PG_BIN) return hasBoth(host.env.PG_BIN) ? host.env.PG_BIN : null;
  const versions = host.listDir(PG_ROOT).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(PG_ROOT, version, 'bin');
    if (hasBoth(bin)) return bin;
  }
  const initdb = onPath(host, 'initdb');
  return initdb && onPath(host, 'pg_ctl') ? path.dirname(initdb) : null;
}

/** The poppler tools server/gifts/receipt-pdf.test.ts reads PDFs with. */
export const PDF_TOOLS = ['pdftotext', 'pdfinfo', 'pdffonts'] as const;

/**
 * Fonts the pages in Chinese and Tamil need, so screenshots and the 320 px walk measure real glyphs, not
 * empty boxes: fontconfig's language, the family we expect, the Debian package.
 */
export const LANGUAGE_FONTS = [
  {language: 'zh-cn', family: 'Noto Sans CJK SC', pkg: 'fonts-noto-cjk'},
  {language: 'ta', family: 'Noto Sans Tamil', pkg: 'fonts-noto-core'},
] as const;

/** The Debian packages that are missing, by what each provides. */
export function missingPackages(host: PreflightHost): {name: string; pkg: string}[] {
  const missing: {name: string; pkg: string}[] = [];
  if (!host.isExecutable(chromePath(host.env)))
    missing.push({name: `Chromium (${chromePath(host.env)})`, pkg: 'chromium-headless-shell'});
  if (!postgresBinDir(host))
    missing.push({name: 'the PostgreSQL server (initdb, pg_ctl)', pkg: 'postgresql'});
  if (!PDF_TOOLS.every((tool) => onPath(host, tool)))
    missing.push({name: `poppler-utils (${PDF_TOOLS.join(', ')})`, pkg: 'poppler-utils'});
  for (const font of LANGUAGE_FONTS) {
    if (!host.fontsFor(font.language).some((family) => family.includes(font.family)))
      missing.push({name: `the ${font.family} font`, pkg: font.pkg});
  }
  return missing;
}

// 'A', 'A and B', 'A, B and C'.
function inWords(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Checks, installs when it may, and returns the exit code for `npm test` (0: go on). */
export function preflight(host: PreflightHost): number {
  const missing = missingPackages(host);
  if (missing.length === 0) return 0;
  const packages = missing.map((m) => m.pkg);
  // apt-get cannot put Chromium at a CHROME_PATH, or PostgreSQL in a PG_BIN, of the user's choosing.
  const customChromeMissing = Boolean(host.env.CHROME_PATH) && packages.includes('chromium-headless-shell');
  const customPostgresMissing = Boolean(host.env.PG_BIN) && packages.includes('postgresql');
  const canInstall =
    host.isRoot && onPath(host, 'apt-get') !== null && !customChromeMissing && !customPostgresMissing;
  if (canInstall) {
    host.log(`Installing ${inWords(missing.map((m) => m.name))} for the tests...`);
    const env = ['DEBIAN_FRONTEND=noninteractive'];
    if (host.run('apt-get', ['update']) !== 0) return 1;
    if (host.run('env', [...env, 'apt-get', 'install', '-y', ...packages]) !== 0) return 1;
    const still = missingPackages(host);
    if (still.length === 0) return 0;
    host.log(`Still missing after apt-get: ${still.map((m) => m.name).join(', ')}.`);
    return 1;
  }
  const sudo = host.isRoot ? '' : 'sudo ';
  host.log(`npm test needs ${inWords(missing.map((m) => m.name))}. Install with:`);
  host.log(`  ${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`);
  if (customChromeMissing) host.log('(or point CHROME_PATH at an installed Chromium)');
  if (customPostgresMissing) host.log('(or point PG_BIN at the folder holding initdb and pg_ctl)');
  return 1;
}

/** The real machine. */
export function realHost(): PreflightHost {
  return {
    env: process.env,
    isExecutable: (file) => {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    listDir: (dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    fontsFor: (language) => {
      const listed = spawnSync('fc-list', [`:lang=${language}`, 'family'], {encoding: 'utf8'});
      return listed.status === 0 ? listed.stdout.split('\n').filter(Boolean) : [];
    },
    run: (command, args) => spawnSync(command, args, {stdio: 'inherit'}).status ?? 1,
    isRoot: process.getuid?.() === 0,
    log: (line) => console.info(line),
  };
}

if (import.meta.main) process.exitCode = preflight(realHost());
