// The staff console must never reach a public page's JavaScript. After the client build this checks
// that no chunk a public page loads up front (the entry and every route chunk, with their static
// imports) holds a staff module, and writes the staff-only chunks to dist/staff-chunks.json, so the
// e2e budget can prove in a real browser that public pages never download them.
import {writeFileSync} from 'node:fs';
import type {Plugin} from 'vite';

/** What this check reads of each output chunk (a subset of Rolldown's OutputChunk). */
export type ChunkInfo = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
};

/** True for a module of the console: the route file and everything under site/features/staff/. */
export function isStaffModule(id: string): boolean {
  return /\/site\/(features\/staff\/|routes\/staff\.tsx)/.test(id.replaceAll('\\', '/'));
}

function staticClosure(start: ChunkInfo, byFile: Map<string, ChunkInfo>): ChunkInfo[] {
  const seen = new Map<string, ChunkInfo>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * Splits the build into staff-only chunk files; throws when a public starting point (the entry or a
 * public route chunk) statically reaches a staff module.
 */
export function staffOnlyChunks(chunks: readonly ChunkInfo[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const publicStarts = chunks.filter((chunk) => {
    if (chunk.isEntry) return true;
    const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
    return /\/site\/routes\/[^/]+\.tsx$/.test(id) && !isStaffModule(id);
  });
  for (const start of publicStarts) {
    for (const chunk of staticClosure(start, byFile)) {
      const leaked = chunk.moduleIds.filter(isStaffModule);
      if (leaked.length > 0) {
        throw new Error(
          `${start.fileName} loads staff code up front (${chunk.fileName}: ${leaked.join(', ')})`,
        );
      }
    }
  }
  return chunks.filter((chunk) => chunk.moduleIds.some(isStaffModule)).map((chunk) => chunk.fileName);
}

/** The Vite plugin: runs the check on the client build and writes `outFile`. */
export function staffChunksPlugin(outFile: string): Plugin {
  return {
    name: 'nard-staff-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const files = staffOnlyChunks(chunks);
      if (files.length === 0)
        throw new Error('no staff chunk found: is the console still split from the site?');
      writeFileSync(outFile, `${JSON.stringify(files, null, 2)}\n`);
    },
  };
}
