// GET/POST / and PUT/DELETE /:id for one kind of content record: validated with core's rules, logged
// in the activity log by the store, and the public answers follow through the content version.
import {Hono} from 'hono';
import {actorOf, notFound, recordId, type StaffEnv} from '../accounts/staff-access.ts';
import type {AppDeps} from '../app-deps.ts';
import {placesRefusalMessage} from '../events/routes/places-words.ts';
import {sendPlaceMail} from '../events/send-place-mail.ts';
import {fail, ok} from '../http/answers.ts';
import {readRecordBody} from './record-body.ts';
import type {StaffRecordKind, StaffRecords} from './store/staff-store.ts';
import type {StaffStores} from './store/staff-stores.ts';

/** The answer's key names for one kind: `{announcements: [...]}`, `{announcement: {...}}`. */
const NAMES: Record<StaffRecordKind, {one: string; many: string; words: string}> = {
  announcements: {one: 'announcement', many: 'announcements', words: 'announcement'},
  contributors: {one: 'contributor', many: 'contributors', words: 'contribution'},
  expenditures: {one: 'expenditure', many: 'expenditures', words: 'expenditure'},
  events: {one: 'event', many: 'events', words: 'event'},
};

/** "We told 3 people by e-mail." */
const toldWords = (count: number) =>
  count === 0
    ? 'Nobody was signed up.'
    : `We told ${count === 1 ? '1 person' : `${count} people`} by e-mail.`;

/** The CRUD routes of one record kind, mounted at /api/staff/<kind>. */
export function recordRoutes(deps: AppDeps<StaffStores>, kind: StaffRecordKind): Hono<StaffEnv> {
  const {one, many, words} = NAMES[kind];
  const gone = kind === 'events' ? 'cancelled' : 'deleted';
  return new Hono<StaffEnv>()
    .get('/', async (c) => ok(c, {[many]: await deps.store.listRecords(kind)}))
    .post('/', async (c) => {
      const body = await readRecordBody(c, kind);
      if (!body.ok) return body.response;
      // A new event has nobody signed up yet: only the names staff add can overfill it.
      const event = kind === 'events' ? (body.fields as StaffRecords['events']['fields']) : null;
      if (event && event.signedUp.length > event.capacity) {
        const refused = {capacity: event.capacity, confirmed: 0, offline: event.signedUp.length};
        return fail(c, 409, placesRefusalMessage(refused));
      }
      const record = await deps.store.createRecord(kind, body.fields, actorOf(c), deps.now());
      return ok(c, {message: `The ${words} is saved.`, [one]: record}, 201);
    })
    .put('/:id', async (c) => {
      const id = recordId(c);
      if (!id) return notFound(c, words);
      const body = await readRecordBody(c, kind);
      if (!body.ok) return body.response;
      const change = await deps.store.updateRecord(kind, id, body.fields, actorOf(c), deps.now());
      if (!change) return notFound(c, words);
      if ('refused' in change) return fail(c, 409, placesRefusalMessage(change.refused));
      // Committed: the people moved up hear of their place, everyone else of a new day, time or place.
      for (const promoted of change.promoted) await sendPlaceMail(deps, 'promoted', promoted);
      for (const told of change.told) await sendPlaceMail(deps, 'changed', told);
      return ok(c, {message: `The ${words} is saved.`, [one]: change.after});
    })
    .delete('/:id', async (c) => {
      const id = recordId(c);
      if (!id) return notFound(c, words);
      if (kind === 'events') {
        const cancelled = await deps.store.cancelEvent(id, actorOf(c), deps.now());
        if (!cancelled) return notFound(c, words);
        // Committed: everyone signed up or waiting is told, with a calendar file that removes the entry.
        for (const told of cancelled.told) await sendPlaceMail(deps, 'cancelled', told);
        const message = `The event is cancelled. ${toldWords(cancelled.told.length)}`;
        return ok(c, {message, [one]: cancelled.event});
      }
      const removed = await deps.store.deleteRecord(kind, id, actorOf(c), deps.now());
      if (!removed) return notFound(c, words);
      return ok(c, {message: `The ${words} is ${gone}.`, [one]: removed});
    });
}
