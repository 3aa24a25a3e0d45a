// Which chunks a prerendered page should preload: the route's lazy chunk and its static imports, read
// from Vite's manifest (build.manifest). Without them the browser only finds the route chunk after the
// entry script has run, one round trip later; with them both download in parallel.

/** The part of a Vite manifest entry we read. */
export type ManifestChunk = {file: string; imports?: string[]; dynamicImports?: string[]};
export type Manifest = Record<string, ManifestChunk>;

/**
 * Files (under the build's assets) of `source` and everything it imports statically, route chunk first;
 * for a page in another language than English, also that language's part of every book those chunks
 * define (core/i18n/books/<book>/<language>.ts), which the page loads before it hydrates.
 */
export function chunkFiles(manifest: Manifest, source: string, language = 'en'): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const bookPart = new RegExp(`/i18n/books/[^/]+/${language}\\.ts$`);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no chunk for ${key}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (language === 'en') return;
    for (const part of chunk.dynamicImports ?? []) if (bookPart.test(part)) visit(part);
  };
  visit(source);
  return files;
}

/**
 * `<link rel="modulepreload">` tags for the route's chunks that `html` does not already load or preload
 * (Vite puts the entry and its own imports in the template).
 */
export function modulepreloadTags(
  manifest: Manifest,
  sources: readonly string[],
  html: string,
  language = 'en',
  base = '/',
): string {
  return [...new Set(sources.flatMap((source) => chunkFiles(manifest, source, language)))]
    .map((file) => `${base}${file}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('\n    ');
}
