// The body of POST /api/auth/confirm-email: the token from the link's fragment.
import {type Infer, object} from 'superstruct';
import {MESSAGES} from '../messages/messages.ts';
import {matches, requiredText} from './fields.ts';

// Our tokens are 32 random bytes in base64url: anything else cannot be one, so it is refused unread.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** @example checkForm(confirmEmailRules, {token: 'x'.repeat(43)}).ok; // true */
export const confirmEmailRules = object({
  token: requiredText('token', {
    required: MESSAGES.emailLinkDead,
    max: {length: 43, message: MESSAGES.emailLinkDead},
    checks: [matches(TOKEN_SHAPE, MESSAGES.emailLinkDead)],
  }),
});

/** A valid confirmation body. */
export type ConfirmEmailBody = Infer<typeof confirmEmailRules>;
