// Readers for one content field each: they return the clean value or throw a FieldProblem with plain words.
// The admin import (one cell of a file) and the staff API (one field of a JSON body) both read through these.
import {parseEventTime, storedEventTime} from '../events/event-time.ts';
import {plainTextProblem} from './plain-text.ts';

/** The message for a field the form does not have, as every other API write words it. */
export const UNKNOWN_FIELD_MESSAGE = 'This field is not accepted';

/** A problem with one cell; the caller adds the row number. `sentence`: the message stands on its own. */
export class FieldProblem extends Error {
  override name = 'FieldProblem';
  sentence = false;
}

function asString(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new FieldProblem('must be text');
}

/** Required (unless `optional`) text up to `max` characters. */
export function readText(value: unknown, max: number, {optional = false, multiline = false} = {}): string {
  const text = asString(value);
  if (text === '' && !optional) throw new FieldProblem('is required');
  if (text.length > max) throw new FieldProblem(`is longer than ${max} characters`);
  // The same rule and words as every write route (core/rules plain-text).
  const textProblem = plainTextProblem(text, multiline ? 'multi-line' : 'single-line');
  if (textProblem !== undefined) {
    const problem = new FieldProblem(textProblem);
    problem.sentence = true;
    throw problem;
  }
  return text;
}

/** A real calendar date written YYYY-MM-DD. */
export function readDate(value: unknown): string {
  const text = asString(value);
  const parts = dateParts(text);
  if (!parts) {
    throw new FieldProblem(`must be a date like 2026-11-15, 15/11/2026 or 15 Nov 2026, got "${text}"`);
  }
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new FieldProblem(`is not a real date: "${text}"`);
  }
  return date.toISOString().slice(0, 10);
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

// Year, month and day of "2026-11-15", "15/11/2026" (day first, as Singapore writes it), "15 Nov 2026"
// ("15 November 2026") or "15-Nov-2026" (bank statements); a month-first date such as 11/15/2026 is refused
// by the month check, never swapped.
function dateParts(text: string): [number, number, number] | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (slashed) return [Number(slashed[3]), Number(slashed[2]), Number(slashed[1])];
  const named = /^(\d{1,2})(?:\s+|-)([a-z]{3,9})\.?(?:\s+|-)(\d{4})$/i.exec(text);
  // "Nov", "Nov." or "November": a month's name or its first letters (at least three).
  const month = named ? MONTHS.findIndex((name) => name.startsWith(named[2]!.toLowerCase())) + 1 : 0;
  return named && month > 0 ? [Number(named[3]), month, Number(named[1])] : null;
}

/** An event's start and end ("09:00-12:00", or "9:00 am - 12:00 pm") in the stored 24-hour form. */
export function readEventTime(value: unknown): string {
  const text = asString(value);
  const time = parseEventTime(text);
  if (!time) {
    throw new FieldProblem(
      `must be a start and an end time with the end later, like 09:00-12:00 or 9:00 am - 12:00 pm, got "${text}"`,
    );
  }
  return storedEventTime(time);
}

/** Dollars ("1,250.50", 1250.5) to integer cents; positive, at most 2 decimals, below $10 million. */
export function readAmountCents(value: unknown): number {
  const text = asString(value).replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    throw new FieldProblem(`must be an amount in dollars like 1250.50, got "${asString(value)}"`);
  }
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) throw new FieldProblem('must be more than 0');
  if (cents >= 1_000_000_000) throw new FieldProblem('is too large (limit $9,999,999.99)');
  return cents;
}

/** A whole number in [min, max]. */
export function readInteger(value: unknown, min: number, max: number): number {
  const text = asString(value);
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new FieldProblem(`must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return Number(text);
}

/** One of the allowed words. */
export function readChoice<T extends string>(value: unknown, choices: readonly T[]): T {
  const text = asString(value).toLowerCase();
  if (!choices.includes(text as T)) throw new FieldProblem(`must be one of ${choices.join(', ')}`);
  return text as T;
}

/** Yes or no: true/false, yes/no, 1/0; empty reads as no. */
export function readYesNo(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const text = asString(value).toLowerCase();
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0', ''].includes(text)) return false;
  throw new FieldProblem('must be yes or no');
}

/** A list of first names: a JSON array, or text separated by semicolons. */
export function readNames(value: unknown): string[] {
  const items = Array.isArray(value) ? value : asString(value).split(';');
  const names = items.map((item) => readText(item, 60, {optional: true})).filter(Boolean);
  if (names.length > 200) throw new FieldProblem('lists more than 200 names');
  return names;
}

/** An anchor project, by id ('urban-farming') or by title ('Nard Urban Farming'). */
export function readProject(value: unknown, projects: readonly {id: string; title: string}[]): string {
  const text = asString(value).toLowerCase();
  const project = projects.find((p) => p.id === text || p.title.toLowerCase() === text);
  if (!project) {
    const names = projects.map((p) => `${p.title} (${p.id})`).join(', ');
    throw new FieldProblem(`must be one of the projects, by name or id: ${names}`);
  }
  return project.id;
}

/** A link to the PDF: a path under /audit/ or an https URL. */
export function readReportUrl(value: unknown): string {
  const text = readText(value, 500);
  if (/^\/audit\/[a-z0-9-]+\.pdf$/.test(text)) return text;
  try {
    if (new URL(text).protocol === 'https:') return text;
  } catch {
    // Falls through to the message below.
  }
  throw new FieldProblem('must be /audit/<name>.pdf or an https:// link');
}
