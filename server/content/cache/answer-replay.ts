// What the content cache replays: a finished content answer (status, every header, bytes) recorded as
// it left the middleware chain (`record`), given again to the same request variant before the app routes
// it (`replayed`, called from createApp's fetch), so a hit runs no router and no middleware.
import type {IncomingHttpHeaders} from 'node:http';
import type {Context, MiddlewareHandler} from 'hono';
import {chooseEncoding} from '../../http/encoding.ts';
import {matchesTag} from '../../http/etag.ts';
import type {Served} from './content-answers.ts';

/** A finished answer as the middleware chain sent it, headers as a plain object for node-server. */
type Recorded = {status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null};

type Variants = {version: string; current: () => string; etag: string; ok?: Recorded; notModified?: Recorded};

/** Records and replays content answers; see ContentCache.record and ContentCache.replayed. */
export type AnswerReplay = {
  record: MiddlewareHandler;
  replayed(request: Request, parsed?: IncomingHttpHeaders): Response | undefined;
  clear(): void;
};

// A request header by its lower-case name.
type HeaderOf = (name: string) => string | undefined;

// node-server builds the Request's WHATWG Headers only when asked, and that costs a hit a few µs; the
// headers Node parsed for its IncomingMessage are free to read (duplicates joined with ", " as Headers does).
function headerReader(request: Request, parsed: IncomingHttpHeaders | undefined): HeaderOf {
  if (!parsed) return (name) => request.headers.get(name) ?? undefined;
  return (name) => {
    const value = parsed[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

// Distinct path+query strings are the client's to choose: past this many, recording starts afresh.
const MAX_RECORDED = 256;

// Everything that changes the bytes or headers of an answer: path and query, encoding, Origin or not.
function variantKey(url: string, header: HeaderOf): string {
  const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  const origin = header('origin') === undefined ? '' : 'o';
  return `${pathAndQuery}|${chooseEncoding(header('accept-encoding')) ?? ''}|${origin}`;
}

/** The replaying half of the content cache; `servedFor` says what the building half gave a request. */
export function createAnswerReplay(servedFor: (request: Request) => Served | undefined): AnswerReplay {
  const recorded = new Map<string, Variants>();

  function keep(key: string, c: Context, what: Served): void {
    let variants = recorded.get(key);
    if (!variants || variants.version !== what.version || variants.etag !== what.etag) {
      if (recorded.size >= MAX_RECORDED) recorded.clear();
      variants = {version: what.version, current: what.current, etag: what.etag};
      recorded.set(key, variants);
    }
    const answer: Recorded = {
      status: c.res.status,
      headers: Object.fromEntries(c.res.headers),
      body: what.body,
    };
    if (c.res.status === 304) variants.notModified = answer;
    else variants.ok = answer;
  }

  function replayable(key: string, ifNoneMatch: string | undefined): Recorded | undefined {
    const variants = recorded.get(key);
    // The answer's own dependencies: its content topics and context (a new day moves the event tables).
    if (!variants || variants.version !== variants.current()) return undefined;
    if (ifNoneMatch === undefined) return variants.ok;
    return matchesTag(ifNoneMatch, variants.etag) ? variants.notModified : undefined;
  }

  const respond = (answer: Recorded) =>
    new Response(answer.body, {status: answer.status, headers: answer.headers});

  return {
    replayed(request, parsed) {
      if (request.method !== 'GET') return undefined;
      const header = headerReader(request, parsed);
      const answer = replayable(variantKey(request.url, header), header('if-none-match'));
      return answer && respond(answer);
    },
    async record(c, next) {
      await next();
      if (c.req.method !== 'GET') return;
      const what = servedFor(c.req.raw);
      // Only clean answers of answer() itself: a later middleware may have replaced the response.
      if (what && (c.res.status === 200 || c.res.status === 304) && c.res.headers.get('ETag') === what.etag) {
        keep(variantKey(c.req.url, headerReader(c.req.raw, undefined)), c, what);
      }
    },
    clear: () => recorded.clear(),
  };
}
