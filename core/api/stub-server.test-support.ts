// A real local HTTP server for the API client's tests (test-only; Node built-ins are fine here).
// biome-ignore lint/style/noRestrictedImports: test support, never imported by shipped code.
import {createServer, type IncomingHttpHeaders, type ServerResponse} from 'node:http';
// biome-ignore lint/style/noRestrictedImports: test support, never imported by shipped code.
import type {AddressInfo} from 'node:net';

/** A request as the stub saw it. */
export type SeenRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
};

/** What the handler answers: a status and a JSON body, raw text, or `'drop'` to cut the connection. */
export type StubAnswer = {status: number; json?: unknown; text?: string; delayMs?: number} | 'drop';

/** A running stub: its `/api` base URL and every request it received (CORS preflights aside). */
export type StubServer = {baseUrl: string; requests: SeenRequest[]; close: () => Promise<void>};

// The test page (happy-dom) has another origin, as a partner page embedding a widget would.
const CORS = {'access-control-allow-origin': '*'};

function reply(res: ServerResponse, answer: Exclude<StubAnswer, 'drop'>) {
  if (answer.text !== undefined) {
    res.writeHead(answer.status, {...CORS, 'content-type': 'text/html'}).end(answer.text);
    return;
  }
  res
    .writeHead(answer.status, {...CORS, 'content-type': 'application/json'})
    .end(JSON.stringify(answer.json));
}

function replyToPreflight(headers: IncomingHttpHeaders, res: ServerResponse) {
  res
    .writeHead(204, {
      ...CORS,
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': headers['access-control-request-headers'] ?? '',
    })
    .end();
}

/**
 * Starts a server on a free port that answers with `handler`.
 *
 * @example
 * const stub = await startStubServer(() => ({status: 200, json: {success: true, statusCode: 200}}));
 */
export async function startStubServer(handler: (request: SeenRequest) => StubAnswer): Promise<StubServer> {
  const requests: SeenRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      replyToPreflight(req.headers, res);
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://stub');
    const seen: SeenRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: raw ? JSON.parse(raw) : undefined,
    };
    requests.push(seen);
    const answer = handler(seen);
    if (answer === 'drop') {
      req.socket.destroy();
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    reply(res, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
