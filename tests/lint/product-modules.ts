// The product's own modules, parsed: what the repo's checks of the whole product (import cycles, type
// names) read. Tests and their helpers are not product.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseSync} from 'vite';

export const REPO = path.resolve(import.meta.dirname, '../..');
const PRODUCT = ['core', 'server', 'site', 'widgets', 'demo'];
const NOT_PRODUCT = /\.test\.tsx?$|\.test-support\.tsx?$|\.d\.ts$/;

/** Every product module, as a path from the repo's root. */
export function productModules(): string[] {
  return PRODUCT.flatMap((folder) =>
    readdirSync(path.join(REPO, folder), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.tsx?$/.test(file) && !NOT_PRODUCT.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(folder, file)),
  );
}

/** The top-level statements of `file` (a path from the repo's root); throws on a syntax error. */
export function statementsOf(file: string): {type: string}[] {
  const {program, errors} = parseSync(file, readFileSync(path.join(REPO, file), 'utf8'));
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  return program.body;
}
