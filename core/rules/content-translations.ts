// The words staff give an announcement or an event in other languages (decision 032): each field is read
// with its English field's own reader, so the same limits apply and an announcement's text is stored clean
// as decision 024 says. A language left empty has no translation; one half-filled is refused.
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type ContentTranslations,
  TRANSLATED_FIELDS,
  type TranslatedKind,
} from '../content/content-in.ts';
import {LANGUAGE_NAMES} from '../i18n/languages.ts';
import type {FieldErrors} from './check-form.ts';
import {FieldProblem, UNKNOWN_FIELD_MESSAGE as UNKNOWN} from './content-fields.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** 'Title (中文)': the field's label with the language named in itself, as the console's form labels it. */
function labelIn(field: string, language: ContentLanguage): string {
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} (${LANGUAGE_NAMES[language]})`;
}

type Reader = (value: unknown) => unknown;

/**
 * Reads `translations` of a record of `kind`: `{zh?: {title, description}, ...}` (events: `description`,
 * `task`), each field read by `readers[field]` (the English field's reader). Errors are keyed by path
 * (`translations.zh.title`) and worded as sentences ('Title (中文) is required.').
 */
export function readTranslations<K extends TranslatedKind>(
  kind: K,
  value: unknown,
  readers: Readonly<Record<string, Reader>>,
): {clean: ContentTranslations<K>; errors: FieldErrors} {
  const clean: Record<string, Record<string, string>> = {};
  const errors: FieldErrors = {};
  if (value === undefined || value === null) return {clean, errors};
  if (!isObject(value)) {
    errors.translations = 'Translations must be given per language: zh, ms or ta.';
    return {clean, errors};
  }
  for (const key of Object.keys(value)) {
    if (!(CONTENT_LANGUAGES as readonly string[]).includes(key)) errors[`translations.${key}`] = UNKNOWN;
  }
  const fields: readonly string[] = TRANSLATED_FIELDS[kind];
  for (const language of CONTENT_LANGUAGES) {
    const given = value[language];
    if (given === undefined || given === null) continue;
    const path = `translations.${language}`;
    if (!isObject(given)) {
      errors[path] = `Give the ${fields.join(' and ')} in ${LANGUAGE_NAMES[language]}, or neither.`;
      continue;
    }
    for (const key of Object.keys(given)) {
      if (!fields.includes(key)) errors[`${path}.${key}`] = UNKNOWN;
    }
    // Nothing typed in this language: it has no translation (the English is shown).
    if (fields.every((field) => isBlank(given[field]))) continue;
    const words: Record<string, string> = {};
    for (const field of fields) {
      try {
        words[field] = String(readers[field]!(given[field]));
      } catch (error) {
        if (!(error instanceof FieldProblem)) throw error;
        errors[`${path}.${field}`] = error.sentence
          ? error.message
          : `${labelIn(field, language)} ${error.message}.`;
      }
    }
    if (Object.keys(words).length === fields.length) clean[language] = words;
  }
  return {clean: clean as ContentTranslations<K>, errors};
}
