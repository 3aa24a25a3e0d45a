// An event's time in the page's language: English keeps core's "9:00 am - 12:00 pm"; the others get their
// own clock words from Intl ("上午9:00 - 下午12:00"). A time core cannot read is shown as it was typed.
import {formatEventTime, parseEventTime} from '../../../core/events/index.ts';
import {LANGUAGE_TAGS} from '../../../core/i18n/index.ts';
import {pageLanguageCode} from '../../lib/page-language.ts';

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(tag: string): Intl.DateTimeFormat {
  let clock = clocks.get(tag);
  if (!clock) {
    clock = new Intl.DateTimeFormat(tag, {hour: 'numeric', minute: '2-digit', timeZone: 'UTC'});
    clocks.set(tag, clock);
  }
  return clock;
}

/**
 * `text` (an event's stored time) as the page's readers tell time.
 * @example eventTimeIn('09:00-12:00') // '9:00 am - 12:00 pm' in English
 */
export function eventTimeIn(text: string): string {
  const language = pageLanguageCode();
  const time = language === 'en' ? null : parseEventTime(text);
  if (!time) return formatEventTime(text);
  const clock = clockIn(LANGUAGE_TAGS[language]);
  const at = ({hour, minute}: {hour: number; minute: number}) =>
    clock.format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
  return `${at(time.start)} - ${at(time.end)}`;
}
