// No module imports itself round about (issue 57): a cycle, even of types, ties rooms together that should
// change apart, and a value cycle makes what runs first depend on who imported whom. Relative imports of
// the product's modules only; tests and their helpers may reach anywhere.
import path from 'node:path';
import {expect, it} from 'vitest';
import {productModules, statementsOf} from './product-modules.ts';

type Statement = {type: string; source?: {value: string} | null};

/** The product modules `file` imports or re-exports from, by relative path. */
function importsOf(file: string, modules: ReadonlySet<string>): string[] {
  return (statementsOf(file) as Statement[]).flatMap((statement) => {
    const source = statement.source?.value;
    if (!source?.startsWith('.')) return [];
    const target = path.join(path.dirname(file), source);
    return modules.has(target) ? [target] : [];
  });
}

/** The groups of modules that import each other round about (Tarjan's strongly connected components). */
function cycles(graph: ReadonlyMap<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(module, Math.min(low.get(module)!, index.get(target)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1) found.push(group.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

it('has no import cycle among the product modules, types included', () => {
  const modules = productModules();
  const known = new Set(modules);
  const graph = new Map(modules.map((file) => [file, importsOf(file, known)]));
  expect(cycles(graph)).toEqual([]);
});
