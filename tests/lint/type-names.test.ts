// One definition for each exported type name (issue 57): a wire shape written twice (a gift's status on the
// server and in the console, the API's answers in the widgets) drifts apart without the compiler noticing.
// A name may be re-exported (`export type {X} from`) anywhere; it is defined once.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseSync} from 'vite';
import {expect, it} from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const PRODUCT = ['core', 'server', 'site', 'widgets', 'demo'];
const NOT_PRODUCT = /\.test\.tsx?$|\.test-support\.tsx?$|\.d\.ts$/;

function productModules(): string[] {
  return PRODUCT.flatMap((folder) =>
    readdirSync(path.join(REPO, folder), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.tsx?$/.test(file) && !NOT_PRODUCT.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(folder, file)),
  );
}

type Declaration = {type: string; id?: {name: string}};

/** The type and interface names a module defines and exports. */
function exportedTypeNames(file: string): string[] {
  const {program, errors} = parseSync(file, readFileSync(path.join(REPO, file), 'utf8'));
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  return program.body.flatMap((statement) => {
    if (statement.type !== 'ExportNamedDeclaration') return [];
    const declaration = (statement as {declaration?: Declaration | null}).declaration;
    const isType =
      declaration?.type === 'TSTypeAliasDeclaration' || declaration?.type === 'TSInterfaceDeclaration';
    return isType && declaration.id ? [declaration.id.name] : [];
  });
}

it('defines every exported type name once', () => {
  const where = new Map<string, string[]>();
  for (const file of productModules())
    for (const name of exportedTypeNames(file)) where.set(name, [...(where.get(name) ?? []), file]);
  const twice = [...where]
    .filter(([, files]) => files.length > 1)
    .map(([name, files]) => `${name}: ${files.join(', ')}`);
  expect(twice).toEqual([]);
});
