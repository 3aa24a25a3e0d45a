// GET /api/events?type=volunteer|work: the volunteer or the work calendar.

import {Hono} from 'hono';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import type {AnswerOf} from '../../../core/wire/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import type {ContentCache} from '../../content/cache/content-cache.ts';
import type {EventType} from '../../content/store/content-store.ts';
import {fail} from '../../http/answers.ts';
import type {EventStores} from '../store/event-stores.ts';

const EVENT_TYPES: readonly EventType[] = ['volunteer', 'work'];

function isEventType(value: string | undefined): value is EventType {
  return EVENT_TYPES.includes(value as EventType);
}

export function eventsRoutes(deps: AppDeps<EventStores>, cache: ContentCache): Hono {
  return new Hono().get('/', async (c) => {
    const type = c.req.query('type');
    if (!isEventType(type)) {
      return fail(c, 400, 'Choose the events to list with ?type=volunteer or ?type=work.', {
        type: 'Type must be volunteer or work',
      });
    }
    // Past events leave the public table at midnight in Singapore: the day is part of what the answer
    // depends on, so the cache and its replay rebuild on a new day even when no content changed.
    const today = singaporeDate(deps.now());
    return cache.answer(c, `events:${type}`, {
      topics: ['events'],
      context: () => singaporeDate(deps.now()),
      load: async (): Promise<AnswerOf<'GET /events'>> => ({
        events: await deps.store.listEvents(type, today),
      }),
    });
  });
}
