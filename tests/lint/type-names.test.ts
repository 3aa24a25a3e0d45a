// One definition for each exported type name (issue 57): a wire shape written twice (a gift's status on the
// server and in the console, the API's answers in the widgets) drifts apart without the compiler noticing.
// A name may be re-exported (`export type {X} from`) anywhere; it is defined once.
import {expect, it} from 'vitest';
import {productModules, statementsOf} from './product-modules.ts';

type Declaration = {type: string; id?: {name: string}};

/** The type and interface names a module defines and exports. */
function exportedTypeNames(file: string): string[] {
  return statementsOf(file).flatMap((statement) => {
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
