// The one way client forms and server routes validate, so both show the same messages.
import {type Struct, validate} from 'superstruct';
import {FIELD_MESSAGES} from '../messages/messages.ts';

/** One message per field name; the key `form` holds a problem with the whole input. */
export type FieldErrors = Record<string, string>;

/** The result of {@link checkForm}. */
export type FormCheck<T> = {ok: true; value: T} | {ok: false; errors: FieldErrors};

/** The key of {@link FieldErrors} used when the input is not an object at all. */
export const FORM_ERROR_KEY = 'form';

/**
 * Validates and cleans form data. Unknown fields are dropped, e-mails trimmed and lower-cased; on
 * failure each field gets its first message, word for word as SPEC section 5 gives it; a field inside a
 * nested object is keyed by its path ('taxDeduction.idNumber').
 *
 * @example
 * const result = checkForm(loginRules, {email: '', password: ''});
 * if (!result.ok) result.errors; // {email: 'Email Address is required', password: 'Login Password is required'}
 */
export function checkForm<T, S>(struct: Struct<T, S>, data: unknown): FormCheck<T> {
  const [error, value] = validate(keepKnownFields(data, struct.schema), struct, {coerce: true, mask: true});
  if (error === undefined) return {ok: true, value};
  const failures = error.failures();
  if (failures.some((failure) => failure.path.length === 0)) {
    return {ok: false, errors: {[FORM_ERROR_KEY]: FIELD_MESSAGES.formInvalid}};
  }
  const errors: FieldErrors = {};
  for (const failure of failures) {
    // A field of a nested object is named by its path, 'taxDeduction.idNumber' (the gift form's tax part);
    // an item of a list counts as the list ('signedUp', not 'signedUp.2').
    const names: string[] = [];
    for (const part of failure.path) {
      if (typeof part === 'number') break;
      names.push(String(part));
    }
    const field = names.join('.');
    if (!Object.hasOwn(errors, field)) errors[field] = failure.message;
  }
  return {ok: false, errors};
}

/**
 * Drops every key the schema does not own. Superstruct's own mask looks keys up with `schema[key]`, so
 * inherited names ('__proto__', 'constructor', 'toString') would survive it and fail as unknown fields.
 */
function keepKnownFields(data: unknown, schema: unknown): unknown {
  const isRecord = (candidate: unknown) =>
    typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate);
  if (!isRecord(data) || !isRecord(schema)) return data;
  return Object.fromEntries(
    Object.entries(data as object).filter(([key]) => Object.hasOwn(schema as object, key)),
  );
}
