// GET /api/expenditures: every expense, with its purpose.
import {Hono} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import {ok} from '../http/answers.ts';

export function expendituresRoutes(deps: AppDeps): Hono {
  return new Hono().get('/', async (c) => ok(c, {expenditures: await deps.store.listExpenditures()}));
}
