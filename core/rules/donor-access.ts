// My gifts without applying (issue 56): the address a donor asks a link for, and the link's token.
import {type Infer, object} from 'superstruct';
import {API_MESSAGES} from '../messages/index.ts';
import {matches, requiredText} from './fields.ts';
import {forgotPasswordRules} from './login.ts';

/** POST /api/donor/link: the address the gifts were given with, with the log-in form's messages. */
export const donorLinkRules = forgotPasswordRules;

// Our tokens are 32 random bytes in base64url: anything else cannot be one, so it is refused unread.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/donor/session: the token from the mailed link's fragment. */
export const donorSessionRules = object({
  token: requiredText('token', {
    required: API_MESSAGES.donorLinkDead,
    max: {length: 43, message: API_MESSAGES.donorLinkDead},
    checks: [matches(TOKEN_SHAPE, API_MESSAGES.donorLinkDead)],
  }),
});

/** A valid donor session body. */
export type DonorSessionBody = Infer<typeof donorSessionRules>;
