// What every staff route handler shares: the signed-in actor, id parsing, and the 404 answer.
import type {Context} from 'hono';
import type {Actor} from '../db/actor.ts';
import {fail} from '../http/answers.ts';
import type {SignedInEnv} from './auth-service.ts';

/** Hono env of the staff routes: `requireUser` has set `user` and `sessionId`. */
export type StaffEnv = SignedInEnv;

/** The staff member making the request, as the activity log names them. */
export function actorOf(c: Context<StaffEnv>): Actor {
  const user = c.get('user');
  return {id: user.id, email: user.email};
}

/** A numeric record id from the path, or null (then the record cannot exist). */
export function recordId(c: Context): string | null {
  const id = c.req.param('id') ?? '';
  return /^[1-9]\d{0,15}$/.test(id) ? id : null;
}

/** 404 for a record that is not there. */
export function notFound(c: Context, what: string): Response {
  return fail(c, 404, `No ${what} has that id. It may have been deleted.`);
}

/** `?page=` and `?pageSize=` (1-based, 1 to 100 rows, 25 by default). */
export function pageOf(c: Context): {page: number; pageSize: number} {
  const number = (raw: string | undefined, fallback: number, max: number) => {
    const value = Number(raw);
    return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
  };
  return {page: number(c.req.query('page'), 1, 100_000), pageSize: number(c.req.query('pageSize'), 25, 100)};
}
