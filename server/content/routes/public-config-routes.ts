// GET /api/config: the configurable public facts (e-mail, phone, PayNow UEN, bank, checkout links).
import {Hono} from 'hono';
import type {AppDeps} from '../../app-deps.ts';
import {answer} from '../../http/answers.ts';
import type {ContentStores} from '../store/content-stores.ts';

export function publicConfigRoutes(deps: AppDeps<ContentStores>): Hono {
  return new Hono().get('/', (c) => answer(c, 'GET /config', {config: deps.config.publicConfig}));
}
