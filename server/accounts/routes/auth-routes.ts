// /api/auth: signup, login, token refresh, the password reset (send-otp, verify-otp, update-password),
// the profile (me) and logout. Handlers stay inline so Hono's types flow; the rules live behind AuthService.
import {type Context, Hono} from 'hono';
import {API_MESSAGES, MESSAGES} from '../../../core/messages/index.ts';
import {
  forgotPasswordRules,
  loginRules,
  otpRules,
  PASSKEY_MESSAGES,
  passkeySignInRules,
  profileRules,
  secondStepRules,
  signupRules,
  TWO_STEP_MESSAGES,
  updatePasswordRules,
} from '../../../core/rules/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import {answer, fail, parseJsonBody} from '../../http/answers.ts';
import {clientKey} from '../../http/client-ip.ts';
import {IDEMPOTENCY_MESSAGES, replayedAnswer} from '../../http/idempotency.ts';
import {requestLanguage} from '../../http/language.ts';
import {readRefreshTokenBody} from '../../http/refresh-token-body.ts';
import {noStore} from '../../middleware/no-store.ts';
import {tooManyRequests} from '../../middleware/rate-limit.ts';
import type {AuthService, TokenPair} from '../auth-service.ts';
import type {PublicUser} from '../store/account-store.ts';
import type {AccountStores} from '../store/account-stores.ts';
import {emailConfirmationRoutes} from './email-confirmation-routes.ts';

/** The answers' wording, in one place for the routes and their tests. */
export const AUTH_MESSAGES = {
  idempotencyKeyInvalid: IDEMPOTENCY_MESSAGES.invalid,
  idempotencyKeyReused: IDEMPOTENCY_MESSAGES.reused,
  sessionEnded: MESSAGES.sessionExpired,
  codeOnItsWay: API_MESSAGES.codeOnItsWay,
  // One answer for every refused code (wrong, out of date, tried too often, or an address with no account),
  // so the answers never tell who is registered (issue 19 #3).
  codeRefused: API_MESSAGES.codeRefused,
  codeVerified: API_MESSAGES.codeVerified,
  resetTokenDead: API_MESSAGES.resetTokenDead,
  passwordUpdated: API_MESSAGES.passwordUpdated,
  profileSaved: API_MESSAGES.profileSaved,
  loggedOut: MESSAGES.loggedOut,
} as const;

type Parts = {deps: AppDeps<AccountStores>; auth: AuthService};

/** Signing up and logging in. */
function accountRoutes({auth}: Parts): Hono {
  return (
    new Hono()
      .post('/signup', auth.addressLimits.signup, async (c) => {
        const body = await parseJsonBody(c, signupRules);
        if (!body.ok) return body.response;
        const key = c.req.header('Idempotency-Key') ?? null;
        // The site sends its page's language: the account's mails keep it until the profile changes it.
        const outcome = await auth.signup(body.value, key, c.req.header('Origin'), requestLanguage(c));
        if (outcome.kind === 'key-invalid') return fail(c, 400, AUTH_MESSAGES.idempotencyKeyInvalid);
        if (outcome.kind === 'limited') return tooManyRequests(c, outcome);
        if (outcome.kind === 'replay') return replayedAnswer(c, outcome);
        if (outcome.kind === 'key-reused') return fail(c, 422, AUTH_MESSAGES.idempotencyKeyReused);
        // A taken address gets the very answer a new one gets; its owner is told by mail (server/accounts/account-mails.ts).
        return answer(c, 'POST /auth/signup', {message: MESSAGES.checkEmailAfterSignup}, 201);
      })
      .post('/login', auth.addressLimits.login, async (c) => {
        const body = await parseJsonBody(c, loginRules);
        if (!body.ok) return body.response;
        const userAgent = c.req.header('User-Agent') ?? null;
        const result = await auth.login(body.value.email, body.value.password, clientKey(c), userAgent);
        if (result.kind === 'limited') return tooManyRequests(c, result);
        if (result.kind === 'refused') return fail(c, 401, MESSAGES.invalidCredentials);
        if (result.kind === 'two-step') {
          // No tokens yet: the second step completes the log-in (POST /api/auth/two-step).
          const {twoStepToken, methods} = result;
          return answer(c, 'POST /auth/login', {
            message: methods.includes('passkey')
              ? TWO_STEP_MESSAGES.passkeyRequired
              : TWO_STEP_MESSAGES.codeRequired,
            data: {twoStepRequired: true, twoStepToken, methods},
          });
        }
        return signedIn(c, 'POST /auth/login', result);
      })
      .post('/two-step', auth.addressLimits.login, async (c) => {
        const body = await parseJsonBody(c, secondStepRules);
        if (!body.ok) return body.response;
        const {twoStepToken, ...proof} = body.value;
        const result = await auth.completeTwoStep(twoStepToken, proof, c.req.header('User-Agent') ?? null);
        if (result.kind === 'refused') {
          if ('passkey' in proof) return fail(c, 401, PASSKEY_MESSAGES.notYours);
          return fail(c, 401, TWO_STEP_MESSAGES.wrongCode, {code: TWO_STEP_MESSAGES.wrongCode});
        }
        if (result.kind === 'start-again') return fail(c, 401, TWO_STEP_MESSAGES.startAgain);
        return signedIn(c, 'POST /auth/two-step', result);
      })
      // A passkey is both steps at once (it is held, and unlocked by the person's face, finger or PIN).
      .post('/passkey/options', auth.addressLimits.login, async (c) =>
        answer(c, 'POST /auth/passkey/options', {options: await auth.passkeySignInOptions()}),
      )
      .post('/passkey', auth.addressLimits.login, async (c) => {
        const body = await parseJsonBody(c, passkeySignInRules);
        if (!body.ok) return body.response;
        const result = await auth.signInWithPasskey(body.value.passkey, c.req.header('User-Agent') ?? null);
        if (result.kind !== 'signed-in') return fail(c, 401, PASSKEY_MESSAGES.refused);
        return signedIn(c, 'POST /auth/passkey', result);
      })
  );
}

/** The answer of a completed log-in: the user and the two tokens (SPEC section 8's shape). */
function signedIn(
  c: Context,
  route: 'POST /auth/login' | 'POST /auth/two-step' | 'POST /auth/passkey',
  result: {user: PublicUser; tokens: TokenPair},
): Response {
  return answer(c, route, {
    message: MESSAGES.loggedIn,
    user: result.user,
    token: result.tokens.accessToken,
    refreshToken: result.tokens.refreshToken,
  });
}

/** Keeping a session: refresh, the profile, logout. */
function sessionRoutes({deps, auth}: Parts): Hono {
  return (
    new Hono()
      // The refresh token is the credential; an old access token, when sent, must name the same user.
      .post('/refresh-token', auth.addressLimits.refresh, async (c) => {
        const body = await readRefreshTokenBody(c, true);
        if (!body.ok) return body.response;
        const tokens = await auth.refresh(body.refreshToken, c.req.header('Authorization'));
        if (!tokens) return fail(c, 401, AUTH_MESSAGES.sessionEnded);
        return answer(c, 'POST /auth/refresh-token', {
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
        });
      })
      .get('/me', auth.requireUser, (c) => answer(c, 'GET /auth/me', {user: c.get('user')}))

      .patch('/me', auth.requireUser, async (c) => {
        const body = await parseJsonBody(c, profileRules);
        if (!body.ok) return body.response;
        const user = await deps.store.updateProfile(c.get('user').id, body.value, deps.now());
        if (!user) return fail(c, 401, MESSAGES.invalidAccessToken);
        return answer(c, 'PATCH /auth/me', {message: AUTH_MESSAGES.profileSaved, user});
      })
      // Logout ends ONE session (other devices stay signed in; a password reset is the way to end them
      // all). Always 200, so it reveals nothing about the tokens sent.
      .post('/logout', async (c) => {
        const body = await readRefreshTokenBody(c, false);
        if (!body.ok) return body.response;
        await auth.logout(body.refreshToken, c.req.header('Authorization'));
        return answer(c, 'POST /auth/logout', {message: AUTH_MESSAGES.loggedOut});
      })
  );
}

/** The forgotten-password steps: code, check, new password. */
function passwordResetRoutes({auth}: Parts): Hono {
  return new Hono()
    .post('/send-otp', auth.addressLimits.sendOtp, async (c) => {
      const body = await parseJsonBody(c, forgotPasswordRules);
      if (!body.ok) return body.response;
      // Mailed or dropped (the address had a code a moment ago, or enough today), the answer is the same:
      // a stranger must not be able to make the owner wait (issue 19 #4).
      await auth.requestResetCode(body.value.email);
      return answer(c, 'POST /auth/send-otp', {message: AUTH_MESSAGES.codeOnItsWay});
    })
    .post('/verify-otp', auth.addressLimits.verifyOtp, async (c) => {
      const body = await parseJsonBody(c, otpRules);
      if (!body.ok) return body.response;
      const result = await auth.verifyResetCode(body.value.email, body.value.otp);
      if (!result.ok) {
        if (result.reason === 'limited') return tooManyRequests(c, result);
        return fail(c, 400, AUTH_MESSAGES.codeRefused, {otp: AUTH_MESSAGES.codeRefused});
      }
      return answer(c, 'POST /auth/verify-otp', {
        message: AUTH_MESSAGES.codeVerified,
        resetToken: result.resetToken,
      });
    })
    .put('/update-password', auth.addressLimits.updatePassword, async (c) => {
      const body = await parseJsonBody(c, updatePasswordRules);
      if (!body.ok) return body.response;
      const {email, resetToken, newPassword} = body.value;
      if (!(await auth.resetPassword(email, resetToken, newPassword))) {
        return fail(c, 400, AUTH_MESSAGES.resetTokenDead, {resetToken: AUTH_MESSAGES.resetTokenDead});
      }
      return answer(c, 'PUT /auth/update-password', {message: AUTH_MESSAGES.passwordUpdated});
    });
}

/** The /api/auth sub-app; `auth` is the app's one auth service (createApp builds it). */
export function authRoutes(deps: AppDeps<AccountStores>, auth: AuthService): Hono {
  const parts: Parts = {deps, auth};
  return (
    new Hono()
      // Account answers hold tokens and personal data: no cache, the browser's included, keeps them.
      .use(noStore())
      .route('/', accountRoutes(parts))
      .route('/', sessionRoutes(parts))
      .route('/', passwordResetRoutes(parts))
      .route('/', emailConfirmationRoutes(auth))
  );
}
