// `Idempotency-Key` for the writes a client may retry (signups, gift pledges): the key's shape, the words
// for a bad or reused key, and the replay of a stored first answer (IETF draft "The Idempotency-Key HTTP
// Header Field", section 2.6).
import type {Context} from 'hono';

/** Stored answers are replayed for 24 hours. */
export const IDEMPOTENCY_WINDOW_MS = 86_400_000;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

/** True for a usable Idempotency-Key: 1-255 visible ASCII characters (keys are client-made random ids). */
export function isIdempotencyKey(value: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(value);
}

/** The stored first answer, sent again byte for byte and marked as a replay. */
export function replayedAnswer(c: Context, answer: {status: number; body: string}): Response {
  c.header('Idempotent-Replayed', 'true');
  return c.body(answer.body, answer.status as 201, {'Content-Type': 'application/json'});
}
