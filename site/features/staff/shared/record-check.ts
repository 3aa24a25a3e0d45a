// The client-side check of a content record before it is sent: core's rules, the same the server and
// the admin import use, so the form shows the server's own sentences without a round trip.
import {ANCHOR_PROJECTS} from '../../../../core/content/index.ts';
import {checkContentRecord} from '../../../../core/rules/index.ts';
import type {FormChecked} from '../../../ui/check-with.ts';
import type {RecordKind} from '../staff-api.ts';

/** A useForm `check` for one record kind; the values are sent as typed (the server converts them). */
export function checkRecord<V extends Record<string, string>>(kind: RecordKind) {
  return (values: V): FormChecked<V> => {
    const checked = checkContentRecord(kind, values, ANCHOR_PROJECTS);
    return checked.ok ? {ok: true, value: values} : {ok: false, errors: checked.errors};
  };
}

/** Today in Singapore as YYYY-MM-DD: the date field's starting value. */
export function todayInSingapore(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {timeZone: 'Asia/Singapore'}).format(now);
}
