// Writes the static site after both Vite builds: dist/site/<path>/index.html for every route in English
// and dist/site/<language>/<path>/index.html in the other three, a 404.html per language, the shells of
// client-only routes (dist/site/staff.html), sitemap.xml and robots.txt. Run by `npm run build:site`.
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {type Manifest, modulepreloadTags} from './build/modulepreload.ts';
import {paintFirst} from './build/paint-first.ts';

type ServerEntry = typeof import('./entry-server.tsx');

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'dist/site');
const templateFile = join(outDir, 'site/index.html');
const template = readFileSync(templateFile, 'utf8');
const manifestFile = join(outDir, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const serverEntry = pathToFileURL(join(root, 'dist/site-ssr/entry-server.js')).href;

// A fresh copy of the server bundle per page, so styles created when a module loads are extracted
// for every page that uses them, not only the first.
async function loadFresh(key: string): Promise<ServerEntry> {
  return (await import(`${serverEntry}?page=${encodeURIComponent(key)}`)) as ServerEntry;
}

type Language = ServerEntry['languages'][number];

async function renderPage(path: string, language: Language): Promise<string> {
  const entry = await loadFresh(`${language}${path}`);
  const page = await entry.render(path, language);
  // A page in another language also loads the known sentences (core/messages) before it renders.
  const sources = ['site/index.html', page.routeSource];
  if (language !== 'en' && manifest['core/messages/index.ts']) sources.push('core/messages/index.ts');
  const preloads = modulepreloadTags(manifest, sources, template, language);
  const html = template
    .replace('<html lang="en-SG">', `<html lang="${first.languageTags[language]}">`)
    .replace('<!--head-->', `${page.head}\n    ${preloads}`)
    .replace('<!--styles-->', `<style id="_goober">${page.css}</style>`)
    .replace(
      '<div id="root"><!--app--></div>',
      `<div id="root" data-route="${page.routePath}">${page.html}</div>`,
    );
  return paintFirst(html);
}

function write(relative: string, content: string) {
  const file = join(outDir, relative);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, content);
}

const first = await loadFresh('list');
const pages = first.prerenderPaths();
const {languages, pathInLanguage: inLanguage} = first;
for (const language of languages) {
  for (const {path} of pages) {
    const file = inLanguage(path, language).slice(1);
    write(file === '' ? 'index.html' : `${file}/index.html`, await renderPage(path, language));
  }
  write(
    language === 'en' ? '404.html' : `${language}/404.html`,
    await renderPage(first.notFoundPath, language),
  );
}
// Client-only pages: no content, no styles, no preloads; the browser renders them for whoever may see them.
for (const shell of first.shellPages()) {
  const html = template.replace('<!--head-->', shell.head).replace('<!--styles-->', '');
  write(shell.file, html.replace('<!--app-->', ''));
}

const origin = first.publicUrl;
// Every language of every listed page, each naming the others (Google's hreflang in sitemaps).
const urls = pages
  .filter((page) => page.sitemap)
  .flatMap((page) => {
    const alternates = languages
      .map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${first.languageTags[language]}" href="${origin}${inLanguage(page.path, language)}"/>`,
      )
      .join('');
    return languages.map(
      (language) => `  <url><loc>${origin}${inLanguage(page.path, language)}</loc>${alternates}</url>`,
    );
  })
  .join('\n');
write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
);
write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

rmSync(join(outDir, 'site'), {recursive: true, force: true});
// The manifest lists every chunk for the build only; it is not part of the site.
rmSync(join(outDir, '.vite'), {recursive: true, force: true});
console.info(
  `Prerendered ${(pages.length + 1) * languages.length} pages (${languages.join(', ')}) into dist/site.`,
);
