// Field builders: each field fails with exactly one of its own messages, whatever the input's type.
import {type Context, coerce, define, literal, type Struct, string} from 'superstruct';
import {plainTextProblem, type TextShape} from './plain-text.ts';

/** The raw object being validated, for rules that compare two fields (city needs region). */
export type FormInput = Readonly<Record<string, unknown>>;

/** Returns a message to fail, or `undefined` to pass. */
export type FieldCheck = (value: string, form: FormInput) => string | undefined;

/** How a required text field is checked and cleaned. */
export interface RequiredTextOptions {
  /** Shown when the value is missing, not a string, or blank. */
  readonly required: string;
  /** The longest value accepted, and what to say when it is longer. */
  readonly max: {readonly length: number; readonly message: string};
  /** Further checks, run on the cleaned value in order. */
  readonly checks?: readonly FieldCheck[];
  /** Trim the value (default true). Passwords keep their spaces so a space can be refused, not hidden. */
  readonly trim?: boolean;
  /** Lower-case the value after trimming (e-mails). */
  readonly lowercase?: boolean;
  /** 'multi-line' lets the value keep line breaks (a message); every other field is one line. */
  readonly shape?: TextShape;
}

function formOf(context: Context): FormInput {
  // branch is [root, ..., value]; the entry before the value is the object holding it.
  const holder = context.branch[context.branch.length - 2];
  return typeof holder === 'object' && holder !== null ? (holder as FormInput) : {};
}

/**
 * A required string field. The cleaned (trimmed, maybe lower-cased) value is what `checkForm` returns.
 *
 * @example
 * const fullName = requiredText('fullName', {required: 'Full Name is required', max: {length: 100, message: 'Too long'}});
 */
export function requiredText<T extends string = string>(
  name: string,
  options: RequiredTextOptions,
): Struct<T, null> {
  const {required, max, checks = [], trim = true, lowercase = false, shape = 'single-line'} = options;
  const field = define<T>(name, (value, context) => {
    if (typeof value !== 'string' || value.trim() === '') return required;
    if (value.length > max.length) return max.message;
    const textProblem = plainTextProblem(value, shape);
    if (textProblem !== undefined) return textProblem;
    for (const check of checks) {
      const message = check(value, formOf(context));
      if (message !== undefined) return message;
    }
    return true;
  });
  if (!trim) return field;
  return coerce(field, string(), (value) => (lowercase ? value.trim().toLowerCase() : value.trim()));
}

/**
 * An optional string field of at most `maxLength` characters; `null` reads as empty, the value is trimmed.
 * Pair it with superstruct's `defaulted(..., '')` or `optional(...)` for a missing key.
 *
 * @example
 * const address = optional(boundedText('address', 200, 'Address must be text of at most 200 characters.'));
 */
export function boundedText(name: string, maxLength: number, message: string): Struct<string, null> {
  const field = define<string>(name, (value) => {
    if (typeof value !== 'string' || value.length > maxLength) return message;
    return plainTextProblem(value, 'single-line') ?? true;
  });
  const trimmed = coerce(field, string(), (value) => value.trim());
  return coerce(trimmed, literal(null), () => '');
}

/** A check that passes when the value is one of `options`. */
export function oneOf(options: readonly string[], message: string): FieldCheck {
  return (value) => (options.includes(value) ? undefined : message);
}

/** A check that passes when the value matches `pattern`. */
export function matches(pattern: RegExp, message: string): FieldCheck {
  return (value) => (pattern.test(value) ? undefined : message);
}
