// The JSON answer shapes of docs/architecture.md: every answer has `success` and `statusCode`.
import type {Context} from 'hono';
import type {ContentfulStatusCode} from 'hono/utils/http-status';
import type {Struct} from 'superstruct';
import {MESSAGES} from '../../core/messages/index.ts';
import {checkForm, type FieldErrors} from '../../core/rules/index.ts';
import type {AnswerOf, ApiRoute} from '../../core/wire/index.ts';
import {inRequestLanguage} from './language.ts';

export type {FieldErrors};

/** A success answer: `{success: true, statusCode, ...body}`; its `message`, if any, in the request's language. */
export function ok(c: Context, body: Record<string, unknown>, status: ContentfulStatusCode = 200): Response {
  const translated = typeof body.message === 'string' ? {message: inRequestLanguage(c, body.message)} : {};
  return c.json({success: true, statusCode: status, ...body, ...translated}, status);
}

/**
 * The success answer of a route in the API's contract (core/wire/index.ts): `body` must be what the
 * contract says `route` answers, so the server and its clients cannot drift apart. `route` names the
 * contract's entry; the handler's own path is checked against it by tests/lint/api-contract.test.ts.
 * @example return answer(c, 'GET /auth/me', {user});
 */
export function answer<R extends ApiRoute>(
  c: Context,
  _route: R,
  body: AnswerOf<R>,
  status: ContentfulStatusCode = 200,
): Response {
  return ok(c, body as Record<string, unknown>, status);
}

/** A failure answer: `{success: false, statusCode, message, errors?}`. Never carries a stack. */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  englishMessage: string,
  englishErrors?: FieldErrors,
): Response {
  const message = inRequestLanguage(c, englishMessage);
  const errors =
    englishErrors &&
    Object.fromEntries(
      Object.entries(englishErrors).map(([field, text]) => [field, inRequestLanguage(c, text)]),
    );
  return c.json(
    errors ? {success: false, statusCode: status, message, errors} : failure(status, message),
    status,
  );
}

/** The failure body on its own, for places that build a Response without a Context. */
export function failure(
  statusCode: number,
  message: string,
): {success: false; statusCode: number; message: string} {
  return {success: false, statusCode, message};
}

/** Message for a body that fails validation; the `errors` map says which fields. */
export const INVALID_FIELDS_MESSAGE = MESSAGES.fixFormErrors;

export type ParsedBody<T> = {ok: true; value: T} | {ok: false; response: Response};

/** The request body as a plain JSON object, or the 400 answer for malformed JSON or a non-object. */
export async function readJsonObject(c: Context): Promise<ParsedBody<Record<string, unknown>>> {
  let data: unknown;
  try {
    data = JSON.parse(await c.req.text());
  } catch {
    return {ok: false, response: fail(c, 400, 'Malformed JSON body')};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return {ok: false, response: fail(c, 400, 'The request body must be a JSON object.')};
  }
  return {ok: true, value: data as Record<string, unknown>};
}

/** Keys a superstruct `object()` accepts, or null when the struct is not an object struct. */
function knownKeys(struct: Struct<unknown, unknown>): Set<string> | null {
  const schema = struct.schema as unknown;
  if (struct.type !== 'object' || !schema || typeof schema !== 'object') return null;
  return new Set(Object.keys(schema));
}

/**
 * Reads the request body as JSON and validates it with core/rules' `checkForm`.
 * Malformed JSON, a non-object body and unknown fields are 400s, never 500s (ASVS 5.1.3: positive validation).
 * @example
 * const body = await parseJsonBody(c, contactRules);
 * if (!body.ok) return body.response;
 */
export async function parseJsonBody<T>(c: Context, struct: Struct<T, unknown>): Promise<ParsedBody<T>> {
  const object = await readJsonObject(c);
  if (!object.ok) return object;
  const data = object.value;
  const keys = knownKeys(struct as Struct<unknown, unknown>);
  if (keys) {
    const unknown = Object.keys(data).filter((key) => !keys.has(key));
    if (unknown.length > 0) {
      const errors = Object.fromEntries(
        unknown.slice(0, 20).map((key) => [key, 'This field is not accepted']),
      );
      return {ok: false, response: fail(c, 400, 'The request has fields this form does not accept.', errors)};
    }
  }
  const checked = checkForm(struct, data);
  if (checked.ok) return {ok: true, value: checked.value as T};
  return {ok: false, response: fail(c, 400, INVALID_FIELDS_MESSAGE, checked.errors)};
}

/** A PDF to download (a receipt, a year statement) under `filename`. */
export function pdfAnswer(c: Context, pdf: Uint8Array, filename: string): Response {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
}
