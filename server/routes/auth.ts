// /api/auth: signup, login, token refresh, the password reset (send-otp, verify-otp, update-password),
// the profile (me) and logout. Handlers stay inline so Hono's types flow; the rules live in server/auth/.
import type {Context} from 'hono';
import {Hono} from 'hono';
import {MESSAGES} from '../../core/data/index.ts';
import {
  forgotPasswordRules,
  loginRules,
  otpRules,
  profileRules,
  signupRules,
  updatePasswordRules,
} from '../../core/rules/index.ts';
import type {AppDeps} from '../app-deps.ts';
import {bearerToken, verifyAccessToken} from '../auth/access-token.ts';
import {type AuthContext, type AuthOverrides, authContext} from '../auth/auth-context.ts';
import {authRateLimits, EMAIL_COUNTERS} from '../auth/auth-rate-limits.ts';
import {pruneAuthRecordsHourly} from '../auth/housekeeping.ts';
import {checkCredentials} from '../auth/login.ts';
import {LOGIN_FREE_FAILURES, loginDelayMs} from '../auth/login-delay.ts';
import {requireUser} from '../auth/require-user.ts';
import {emailKey, requestResetCode} from '../auth/reset-code.ts';
import {type CodeFailure, resetPasswordWithToken, verifyResetCode} from '../auth/reset-password.ts';
import {endSessionByRefreshToken, refreshSession, startSession} from '../auth/sessions.ts';
import {isIdempotencyKey, registerApplicant} from '../auth/signup.ts';
import {fail, ok, parseJsonBody} from '../http/answers.ts';
import {clientIp} from '../http/client-ip.ts';
import {readRefreshTokenBody} from '../http/refresh-token-body.ts';
import {waitWords} from '../http/wait-words.ts';
import {siteOrigins} from '../middleware/partner-cors.ts';
import {type RateDecision, type RateLimiter, scaledLimit, tooManyRequests} from '../middleware/rate-limit.ts';

/** The answers' wording, in one place for the routes and their tests. */
export const AUTH_MESSAGES = {
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  sessionEnded: MESSAGES.sessionExpired,
  codeOnItsWay: 'If an account exists for this email, a 4-digit code is on its way.',
  codeIncorrect: 'The code is incorrect.',
  codeExpired: 'The code has expired. Please ask for a new one.',
  codeTooManyTries: 'Too many wrong tries. Please ask for a new code.',
  codeAccountClosed:
    'This account has had too many wrong codes. Please open the link in the e-mail we sent you to set a new password.',
  codeVerified: 'Code verified.',
  resetTokenDead: 'This password reset has expired or was already used. Please ask for a new code.',
  passwordUpdated: 'Password updated. Please log in.',
  profileSaved: 'Profile saved.',
  loggedOut: MESSAGES.loggedOut,
} as const;

/** "Please wait 42 seconds before asking for a new code." (`words` from waitWords) */
export function resendWaitMessage(words: string): string {
  return `Please wait ${words} before asking for a new code.`;
}

/** "You have asked for too many codes today. Please wait 3 hours and try again." */
export function codeDailyCapMessage(words: string): string {
  return `You have asked for too many codes today. Please wait ${words} and try again.`;
}

const CODE_FAILURES: Record<CodeFailure, string> = {
  incorrect: AUTH_MESSAGES.codeIncorrect,
  expired: AUTH_MESSAGES.codeExpired,
  'too-many-tries': AUTH_MESSAGES.codeTooManyTries,
  'account-closed': AUTH_MESSAGES.codeAccountClosed,
};

// Per-e-mail counters are keyed by an HMAC of the address, so the counters table holds no addresses.
async function overLimit(c: Context, limiter: RateLimiter, key: string): Promise<Response | null> {
  const decision: RateDecision = await limiter.hit(key);
  return decision.allowed ? null : tooManyRequests(c, decision);
}

/** Options for tests: a password hasher that records its calls, a wait that records the login delays. */
export type AuthRoutesOptions = AuthOverrides;

type Parts = {
  deps: AppDeps;
  context: AuthContext;
  limits: ReturnType<typeof authRateLimits>;
};

// Read per request: without PUBLIC_URL the site's origin is only known once the server listens.
/** The partner page's origin for a write from a partner (partner-cors already refused strangers), or null. */
function partnerOriginOf(c: Context, config: AppDeps['config']): string | null {
  const origin = c.req.header('Origin');
  if (origin === undefined || siteOrigins(config).includes(origin)) return null;
  return origin;
}

/** Signing up and logging in. */
function accountRoutes({deps, context, limits}: Parts): Hono {
  return new Hono()
    .post('/signup', limits.signupIp, async (c) => {
      const body = await parseJsonBody(c, signupRules);
      if (!body.ok) return body.response;
      const key = c.req.header('Idempotency-Key') ?? null;
      if (key !== null && !isIdempotencyKey(key)) return fail(c, 400, AUTH_MESSAGES.idempotencyKeyInvalid);
      const limited = await overLimit(c, limits.signupEmail, emailKey(context, body.value.email));
      if (limited) return limited;
      const outcome = await registerApplicant(context, body.value, key, partnerOriginOf(c, deps.config));
      if (outcome.kind === 'replay') {
        c.header('Idempotent-Replayed', 'true');
        return c.body(outcome.body, outcome.status as 201, {'Content-Type': 'application/json'});
      }
      if (outcome.kind === 'key-reused') return fail(c, 422, AUTH_MESSAGES.idempotencyKeyReused);
      // A taken address gets the very answer a new one gets; its owner is told by mail (signup-mails.ts).
      return ok(c, {message: MESSAGES.checkEmailAfterSignup}, 201);
    })
    .post('/login', limits.loginIp, async (c) => {
      const body = await parseJsonBody(c, loginRules);
      if (!body.ok) return body.response;
      const subject = emailKey(context, body.value.email);
      const pairKey = `${subject}:${clientIp(c)}`;
      const limited = await overLimit(c, limits.loginPair, pairKey);
      if (limited) return limited;
      const failures = await limits.loginEmail.peek(subject);
      const delay = loginDelayMs(failures, scaledLimit(LOGIN_FREE_FAILURES, {config: deps.config}));
      if (delay > 0) await context.sleep(delay);
      const user = await checkCredentials(context, body.value.email, body.value.password);
      if (!user) {
        await limits.loginEmail.hit(subject);
        return fail(c, 401, MESSAGES.invalidCredentials);
      }
      await limits.loginPair.reset(pairKey);
      await limits.loginEmail.reset(subject);
      const tokens = await startSession(context, user.id);
      await pruneAuthRecordsHourly(context);
      return ok(c, {
        message: MESSAGES.loggedIn,
        user,
        token: tokens.accessToken,
        refreshToken: tokens.refreshToken,
      });
    });
}

/** Keeping a session: refresh, the profile, logout. */
function sessionRoutes({context, limits}: Parts): Hono {
  const signedIn = requireUser(context);
  return (
    new Hono()
      // The refresh token is the credential (RFC 6749 section 6). The old access token is optional: when sent
      // it must carry our signature (expiry ignored) and name the same user, else the refresh is refused.
      .post('/refresh-token', limits.refreshIp, async (c) => {
        const body = await readRefreshTokenBody(c, true);
        if (!body.ok) return body.response;
        let expectedUserId: string | null = null;
        const header = c.req.header('Authorization');
        if (header !== undefined && header.trim() !== '') {
          const token = bearerToken(header);
          const verdict = token
            ? await verifyAccessToken(context.keys.accessToken, token, context.now())
            : null;
          if (!verdict || verdict.status === 'invalid') return fail(c, 401, AUTH_MESSAGES.sessionEnded);
          expectedUserId = verdict.claims.userId;
        }
        const result = await refreshSession(context, body.refreshToken, expectedUserId);
        if (!result.ok) return fail(c, 401, AUTH_MESSAGES.sessionEnded);
        return ok(c, {accessToken: result.tokens.accessToken, refreshToken: result.tokens.refreshToken});
      })
      .get('/me', signedIn, (c) => ok(c, {user: c.get('user')}))

      .patch('/me', signedIn, async (c) => {
        const body = await parseJsonBody(c, profileRules);
        if (!body.ok) return body.response;
        const user = await context.store.updateProfile(c.get('user').id, body.value, context.now());
        if (!user) return fail(c, 401, MESSAGES.invalidAccessToken);
        return ok(c, {message: AUTH_MESSAGES.profileSaved, user});
      })
      // Logout ends ONE session: the refresh token's family, or else the one the access token names (even
      // expired: logging out must work after 15 minutes idle). Other devices stay signed in; a password reset
      // is the way to end them all. Always 200, so it reveals nothing about the tokens sent.
      .post('/logout', async (c) => {
        const body = await readRefreshTokenBody(c, false);
        if (!body.ok) return body.response;
        if (body.refreshToken !== null && (await endSessionByRefreshToken(context, body.refreshToken))) {
          return ok(c, {message: AUTH_MESSAGES.loggedOut});
        }
        const token = bearerToken(c.req.header('Authorization'));
        const verdict = token
          ? await verifyAccessToken(context.keys.accessToken, token, context.now())
          : null;
        if (verdict && verdict.status !== 'invalid') {
          await context.store.revokeSession(verdict.claims.sessionId, context.now());
        }
        return ok(c, {message: AUTH_MESSAGES.loggedOut});
      })
  );
}

/** The forgotten-password steps: code, check, new password. */
function passwordResetRoutes({context, limits}: Parts): Hono {
  return new Hono()
    .post('/send-otp', limits.sendOtpIp, async (c) => {
      const body = await parseJsonBody(c, forgotPasswordRules);
      if (!body.ok) return body.response;
      const limited = await overLimit(c, limits.sendOtpEmail, emailKey(context, body.value.email));
      if (limited) return limited;
      const result = await requestResetCode(context, body.value.email);
      if (result.status === 'sent') return ok(c, {message: AUTH_MESSAGES.codeOnItsWay});
      const wait = waitWords(result.retryAfterSeconds);
      c.header('Retry-After', String(wait.retryAfterSeconds));
      const message =
        result.status === 'too-soon' ? resendWaitMessage(wait.words) : codeDailyCapMessage(wait.words);
      return c.json(
        {success: false, statusCode: 429, message, retryAfterSeconds: wait.retryAfterSeconds},
        429,
      );
    })
    .post('/verify-otp', limits.verifyOtpIp, async (c) => {
      const body = await parseJsonBody(c, otpRules);
      if (!body.ok) return body.response;
      const limited = await overLimit(c, limits.verifyOtpEmail, emailKey(context, body.value.email));
      if (limited) return limited;
      const result = await verifyResetCode(context, body.value.email, body.value.otp);
      if (!result.ok) {
        const message = CODE_FAILURES[result.reason];
        return fail(c, 400, message, {otp: message});
      }
      return ok(c, {message: AUTH_MESSAGES.codeVerified, resetToken: result.resetToken});
    })
    .put('/update-password', limits.updatePasswordIp, async (c) => {
      const body = await parseJsonBody(c, updatePasswordRules);
      if (!body.ok) return body.response;
      const {email, resetToken, newPassword} = body.value;
      if (!(await resetPasswordWithToken(context, email, resetToken, newPassword))) {
        return fail(c, 400, AUTH_MESSAGES.resetTokenDead, {resetToken: AUTH_MESSAGES.resetTokenDead});
      }
      // The owner proved it: whatever strangers did to this e-mail's counters is forgotten.
      const subject = emailKey(context, email);
      await Promise.all(EMAIL_COUNTERS.map((name) => context.store.forgetRateCounters(`${name}:${subject}`)));
      return ok(c, {message: AUTH_MESSAGES.passwordUpdated});
    });
}

/** The /api/auth sub-app. */
export function authRoutes(deps: AppDeps, options: AuthRoutesOptions = {}): Hono {
  const parts: Parts = {
    deps,
    context: authContext(deps, options),
    limits: authRateLimits(deps),
  };
  return (
    new Hono()
      // Account answers hold tokens and personal data: no cache, the browser's included, keeps them.
      .use(async (c, next) => {
        await next();
        c.res.headers.set('Cache-Control', 'no-store');
      })
      .route('/', accountRoutes(parts))
      .route('/', sessionRoutes(parts))
      .route('/', passwordResetRoutes(parts))
  );
}
