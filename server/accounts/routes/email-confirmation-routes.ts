// /api/auth/confirm-email: opening the link from the welcome mail (no sign-in needed: the link is the
// proof), and /api/auth/confirm-email/new-link: a signed-in person asks for a new link.
import {Hono} from 'hono';
import {MESSAGES} from '../../../core/messages/index.ts';
import {confirmEmailRules, EMAIL_CHANGE_MESSAGES} from '../../../core/rules/index.ts';
import {answer, fail, parseJsonBody} from '../../http/answers.ts';
import {tooManyRequests} from '../../middleware/rate-limit.ts';
import type {AuthService, SignedInEnv} from '../auth-service.ts';

/** Mounted inside /api/auth (which answers no-store). */
export function emailConfirmationRoutes(auth: AuthService): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>()
    .post('/confirm-email', auth.addressLimits.confirmEmail, async (c) => {
      const body = await parseJsonBody(c, confirmEmailRules);
      if (!body.ok) return body.response;
      const outcome = await auth.confirmEmail(body.value.token);
      if (outcome === 'dead') return fail(c, 400, MESSAGES.emailLinkDead);
      if (outcome === 'taken') return fail(c, 409, EMAIL_CHANGE_MESSAGES.taken);
      return answer(c, 'POST /auth/confirm-email', {
        message: outcome === 'changed' ? EMAIL_CHANGE_MESSAGES.changed : MESSAGES.emailConfirmed,
      });
    })
    .post('/confirm-email/new-link', auth.requireUser, async (c) => {
      const result = await auth.sendConfirmationLink(c.get('user'));
      if (result.kind === 'limited') return tooManyRequests(c, result);
      if (result.kind === 'not-sent') return fail(c, 503, MESSAGES.confirmationLinkNotSent);
      const message = result.kind === 'sent' ? MESSAGES.confirmationLinkSent : MESSAGES.emailAlreadyConfirmed;
      return answer(c, 'POST /auth/confirm-email/new-link', {message});
    });
}
