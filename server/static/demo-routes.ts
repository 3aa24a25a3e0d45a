// /demo: the partner pages of demo/, served as a partner would serve them, under a strict CSP (no inline
// script or style). Widget <script> tags get the build's SRI hash, exactly like the README snippet.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {Hono} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import {staticFolder} from './static-files.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The partner pages' policy; `widgetsOrigin` is added where the widgets come from another origin. */
export function demoCsp(widgetsOrigin = ''): string {
  const extra = widgetsOrigin ? ` ${widgetsOrigin}` : '';
  return (
    `default-src 'self'; script-src 'self'${extra}; style-src 'self'; connect-src 'self'${extra}; ` +
    `img-src 'self' data:`
  );
}

/** File name -> `sha384-...` from dist/widgets/manifest.json; empty when the widgets are not built. */
export async function widgetIntegrity(widgetsDir: string): Promise<Record<string, string>> {
  try {
    const manifest = JSON.parse(await readFile(path.join(widgetsDir, 'manifest.json'), 'utf8')) as {
      files: {file: string; integrity: string}[];
    };
    return Object.fromEntries(manifest.files.map((entry) => [entry.file, entry.integrity]));
  } catch {
    return {};
  }
}

/**
 * Points every `<script src="/widgets/x.js">` at `widgetsOrigin` and adds its `integrity` and
 * `crossorigin`, so the demo proves the pinned snippet works.
 */
export function rewriteDemoPage(
  html: string,
  widgetsOrigin: string,
  integrity: Record<string, string>,
): string {
  return html.replace(/<script src="\/widgets\/([a-z-]+\.js)"/g, (_tag, file: string) => {
    const hash = integrity[file];
    const pin = hash ? ` integrity="${hash}" crossorigin="anonymous"` : '';
    return `<script src="${widgetsOrigin}/widgets/${file}"${pin}`;
  });
}

/** Serves demo/ at /demo, and the React page's bundle from dist/demo. */
export function demoRoutes(deps: AppDeps): Hono {
  const pages = staticFolder(path.join(REPO_ROOT, 'demo'));
  const built = staticFolder(path.join(REPO_ROOT, 'dist/demo'));
  return new Hono().get('*', async (c, next) => {
    const relative = c.req.path.replace(/^\/demo\/?/, '/');
    if (relative.endsWith('.tsx') || relative.endsWith('.ts')) return next();
    c.header('Content-Security-Policy', demoCsp());
    const bundle = await built.resolve(relative);
    if (bundle) return built.respond(c, bundle, {cacheControl: 'no-cache'});
    const file = await pages.resolve(relative.endsWith('/') ? `${relative}index.html` : relative);
    if (!file) return next();
    if (!file.endsWith('.html')) return pages.respond(c, file, {cacheControl: 'no-cache'});
    const html = rewriteDemoPage(
      await readFile(file, 'utf8'),
      '',
      await widgetIntegrity(deps.config.widgetsDir),
    );
    return c.html(html, 200, {'Cache-Control': 'no-cache'});
  });
}
