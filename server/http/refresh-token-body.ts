// The small bodies of /refresh-token and /logout: `{refreshToken}` only. Hostile input becomes a 400,
// never a 500; anything else in the body is refused (ASVS 5.1.3 positive validation).
import type {Context} from 'hono';
import {plainTextProblem} from '../../core/rules/index.ts';
import {fail} from './answers.ts';

/** The refresh token of the body (null when absent and `required` is false), or the 400 answer. */
export async function readRefreshTokenBody(
  c: Context,
  required: boolean,
): Promise<{ok: true; refreshToken: string | null} | {ok: false; response: Response}> {
  const text = await c.req.text();
  if (!required && text.trim() === '') return {ok: true, refreshToken: null};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {ok: false, response: fail(c, 400, 'Malformed JSON body')};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return {ok: false, response: fail(c, 400, 'The request body must be a JSON object.')};
  }
  const {refreshToken, ...rest} = data as Record<string, unknown>;
  if (Object.keys(rest).length > 0) {
    return {ok: false, response: fail(c, 400, 'The request has fields this form does not accept.')};
  }
  if (refreshToken === undefined || refreshToken === null) {
    if (!required) return {ok: true, refreshToken: null};
    return {ok: false, response: fail(c, 400, 'The refresh token is missing.', {refreshToken: 'Required'})};
  }
  if (typeof refreshToken !== 'string' || refreshToken.length > 512) {
    return {ok: false, response: fail(c, 400, 'The refresh token is not valid.', {refreshToken: 'Invalid'})};
  }
  const textProblem = plainTextProblem(refreshToken, 'single-line');
  if (textProblem !== undefined) {
    return {ok: false, response: fail(c, 400, textProblem, {refreshToken: textProblem})};
  }
  return {ok: true, refreshToken};
}
