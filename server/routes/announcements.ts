// GET /api/announcements: newest first.
import {Hono} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import {ok} from '../http/answers.ts';

export function announcementsRoutes(deps: AppDeps): Hono {
  return new Hono().get('/', async (c) => ok(c, {announcements: await deps.store.listAnnouncements()}));
}
