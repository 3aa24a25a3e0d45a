// The GET content answers (contributors, expenditures, ...) are the same bytes for every visitor until
// content changes, so each is built once (content-answers.ts) and then replayed whole (answer-replay.ts).
// Invalidation is explicit: every entry carries the version of what it depends on (the store's
// `contentVersion(topics)` for its content topics, plus a context such as today's date) at the time it was
// read, and an entry whose version is no longer current is rebuilt. The store moves a topic on each of its
// own writes to it, and every topic when another process (the admin import CLI) commits to the SQLite file.
// Rebuilds compress in the thread pool. Decision 005 says why.
import type {IncomingHttpHeaders} from 'node:http';
import type {Context, MiddlewareHandler} from 'hono';
import type {ContentStore} from '../store/content-store.ts';
import {createAnswerReplay} from './answer-replay.ts';
import {type AnswerSource, createContentAnswers, type Served} from './content-answers.ts';

/** Serves cached JSON success answers; `clear()` drops everything (e.g. after a write the store cannot see). */
export type ContentCache = {
  /**
   * Answers `{success: true, statusCode: 200, ...await source.load()}` from memory while the version of
   * `source.topics` and `source.context()` is unchanged: ETag (304 on a match), brotli or gzip over 1 kB,
   * `Vary: Accept-Encoding`. Requests during a rebuild share it.
   * @example cache.answer(c, 'projects', {topics: ['projects'], load: async () => ({projects: await list()})})
   */
  answer(c: Context, key: string, source: AnswerSource): Promise<Response>;
  /**
   * Outermost middleware for /api: an answer from `answer()` is recorded as it left the chain (every
   * header final), for `replayed` to give again.
   */
  record: MiddlewareHandler;
  /**
   * The recorded answer when this GET's exact variant (path and query, chosen encoding, Origin present or
   * not, ETag matched or not) was answered before and that answer's dependencies are unchanged; else
   * undefined. Asked before the app routes the request at all, so a hit costs no routing and no middleware
   * (issue 21); a miss runs the whole chain. `parsed`: the headers Node already parsed for the request,
   * read in place of the Request's (answer-replay.ts).
   */
  replayed(request: Request, parsed?: IncomingHttpHeaders): Response | undefined;
  clear(): void;
  /** Number of answers built so far (tests check that a change rebuilds and a repeat does not). */
  builds(): number;
};

/** One cache per app, over the store whose content version it follows. */
export function createContentCache(store: Pick<ContentStore, 'contentVersion'>): ContentCache {
  const served = new WeakMap<Request, Served>();
  const answers = createContentAnswers(store, (request, what) => served.set(request, what));
  const replayer = createAnswerReplay((request) => served.get(request));
  return {
    answer: answers.answer,
    record: replayer.record,
    replayed: replayer.replayed,
    clear() {
      answers.clear();
      replayer.clear();
    },
    builds: answers.builds,
  };
}
