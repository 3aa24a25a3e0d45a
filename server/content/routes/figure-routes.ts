// GET /api/figures (issue 58): every money figure the pages show (each project's raised, spent, lines, goal
// and percent, and the Collection), added up by the database. Its size grows with the projects, never with
// the ledger, so a visit costs the same at one gift or a million.
import {Hono} from 'hono';
import {figureTotals} from '../../../core/content/index.ts';
import type {AnswerOf} from '../../../core/wire/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import type {ContentCache} from '../cache/content-cache.ts';
import type {ContentStores} from '../store/content-stores.ts';

export function figuresRoutes(deps: AppDeps<ContentStores>, cache: ContentCache): Hono {
  return new Hono().get('/', (c) =>
    cache.answer(c, 'figures', {
      // A received gift moves the contributors topic, as it does the ledger's answer.
      topics: ['contributors', 'expenditures', 'projects'],
      load: async (): Promise<AnswerOf<'GET /figures'>> => {
        const projects = await deps.store.listAnchorProjects();
        const {given, spent} = await deps.store.ledgerSums();
        return {figures: figureTotals(projects, given, spent)};
      },
    }),
  );
}
