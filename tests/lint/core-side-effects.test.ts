// package.json tells the bundler that core/ has no side effects ("sideEffects" lists every other folder),
// so a page keeps only the core modules it uses, not every module a barrel (core/content/index.ts) re-exports.
// That promise holds while no core module does anything when it is imported: only imports, exports and
// declarations at the top level. This test keeps it.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseSync} from 'vite';
import {describe, expect, it} from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');

function coreModules(): string[] {
  return readdirSync(path.join(REPO, 'core'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join('core', file));
}

// What may stand at a module's top level without running anything on import.
const DECLARATIONS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ExportDefaultDeclaration',
  'VariableDeclaration',
  'FunctionDeclaration',
  'ClassDeclaration',
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
  'TSEnumDeclaration',
  'TSModuleDeclaration',
  'EmptyStatement',
]);

/** Top-level statements that run something on import (a call, an assignment, a loop), by line. */
function importTimeWork(fileName: string, source: string): string[] {
  const {program, errors} = parseSync(fileName, source);
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]?.message}`);
  return program.body
    .filter((statement) => !DECLARATIONS.has(statement.type))
    .map((statement) => {
      const line = source.slice(0, statement.start).split('\n').length;
      return `${fileName}:${line}: ${source.slice(statement.start, statement.end).split('\n')[0]}`;
    });
}

describe('core has no side effects on import', () => {
  it('finds work done on import in a sample', () => {
    expect(importTimeWork('a.ts', "import {x} from './x.ts';\nexport const y = x(1);\n")).toEqual([]);
    expect(importTimeWork('a.ts', 'register(1);\n')).toEqual(['a.ts:1: register(1);']);
    expect(importTimeWork('a.ts', 'globalThis.nard = 1;\nif (x) y();\n')).toHaveLength(2);
  });

  it('every core module only imports, exports and declares at the top level', () => {
    const modules = coreModules();
    expect(modules.length).toBeGreaterThan(50);
    const found = modules.flatMap((file) =>
      importTimeWork(file, readFileSync(path.join(REPO, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
