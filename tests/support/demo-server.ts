// The partner pages of demo/ on their own port, so the widgets run on a different origin from the API, as
// on a real partner's site: a strict CSP that allows only the widgets' origin, and the widget <script>
// tags pointed at that origin with their SRI hashes. Listens on 127.0.0.1 and on localhost (::1), which
// are two origins: one a registered partner, one not.
import {readFile} from 'node:fs/promises';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import path from 'node:path';
import {demoCsp, rewriteDemoPage, widgetIntegrity} from '../../server/static/demo-routes.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A running demo server. */
export type DemoServer = {url: string; stop(): Promise<void>};

// /demo/x -> demo/x, except the React page's bundle, which the widgets build writes to dist/demo.
function fileFor(urlPath: string): string | null {
  const relative = decodeURIComponent(urlPath).replace(/^\/demo\/?/, '');
  if (relative.split('/').some((part) => part.startsWith('.')) || relative.includes('\0')) return null;
  const withIndex = relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
  if (withIndex === 'react/app.js') return path.join(REPO_ROOT, 'dist/demo/react/app.js');
  if (withIndex.endsWith('.ts') || withIndex.endsWith('.tsx')) return null;
  return path.join(REPO_ROOT, 'demo', withIndex);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

/**
 * Serves demo/ at /demo on `port`; widget scripts come from `widgetsOrigin` (the main server).
 * @example const demo = await startDemoServer({port: 4100, widgetsOrigin: server.url}); await demo.stop();
 */
export async function startDemoServer({
  port,
  widgetsOrigin,
}: {
  port: number;
  widgetsOrigin: string;
}): Promise<DemoServer> {
  const origin = new URL(widgetsOrigin).origin;
  const integrity = await widgetIntegrity(path.join(REPO_ROOT, 'dist/widgets'));
  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const {pathname} = new URL(request.url ?? '/', 'http://demo');
    if (!pathname.startsWith('/demo')) {
      response.writeHead(302, {Location: '/demo/'}).end();
      return;
    }
    const file = fileFor(pathname);
    const body = file ? await readFile(file).catch(() => null) : null;
    if (!file || !body) {
      response.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'}).end('Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      'Content-Security-Policy': demoCsp(origin),
      'Cache-Control': 'no-cache',
    };
    const html = type.startsWith('text/html')
      ? rewriteDemoPage(body.toString('utf8'), origin, integrity)
      : null;
    response.writeHead(200, headers).end(html ?? body);
  };
  const servers = [createServer(handler), createServer(handler)];
  await listen(servers[0]!, port, '127.0.0.1');
  // Browsers may resolve localhost to ::1; without IPv6 the 127.0.0.1 listener answers localhost too.
  await listen(servers[1]!, port, '::1').catch(() => servers.pop());
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
