// Generates `virtual:nard-licences` at build time: the licence of every open-source package the site
// ships, read from node_modules, so /licences never drifts from what the bundle contains.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from 'vite';

/** Runtime dependencies that only the server or the widgets use; every other one may ship in the site. */
const NOT_IN_SITE = new Set(['hono', '@hono/node-server', 'jose', 'nodemailer', 'preact', '@preact/compat']);
const VIRTUAL_ID = 'virtual:nard-licences';

export type LicenceEntry = {name: string; version: string; licence: string; text: string};

function readPackage(root: string, name: string) {
  const dir = join(root, 'node_modules', name);
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return null;
  return {dir, json: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>};
}

function licenceText(dir: string): string {
  const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : '';
}

export function collectLicences(root: string): LicenceEntry[] {
  const seen = new Map<string, LicenceEntry>();
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {dependencies?: object};
  const queue = Object.keys(manifest.dependencies ?? {}).filter((name) => !NOT_IN_SITE.has(name));
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    const pkg = readPackage(root, name);
    if (!pkg) continue;
    const {json, dir} = pkg;
    seen.set(name, {
      name,
      version: String(json.version ?? ''),
      licence: String(json.license ?? 'See licence text'),
      text: licenceText(dir),
    });
    queue.push(...Object.keys((json.dependencies as Record<string, string>) ?? {}));
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function packageOf(id: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll('\\', '/'));
  return match ? match[1]! : null;
}

export function licencesPlugin(root: string): Plugin {
  return {
    name: 'nard-licences',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      return `export default ${JSON.stringify(collectLicences(root))};`;
    },
    // A shipped package missing from the list would make the licences page wrong: say so loudly.
    generateBundle() {
      if (this.environment?.config.build.ssr) return;
      const listed = new Set(collectLicences(root).map((entry) => entry.name));
      for (const id of this.getModuleIds()) {
        const name = packageOf(id);
        if (name && !listed.has(name)) this.warn(`Shipped package ${name} is missing from /licences.`);
      }
    },
  };
}
