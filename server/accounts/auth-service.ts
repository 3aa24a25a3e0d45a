// The one face of server/accounts: built once per app by createApp and handed to the routes and middleware
// that need it. Routes turn its answers into HTTP; the rules stay in the other files of this folder.
import type {MiddlewareHandler} from 'hono';
import type {Role} from '../../core/accounts/index.ts';
import type {Language} from '../../core/i18n/index.ts';
import type {PasskeyAssertion, PasskeyAttestation, SignupBody} from '../../core/rules/index.ts';
import type {AppDeps} from '../app-deps.ts';
import {isIdempotencyKey} from '../http/idempotency.ts';
import {mailBudget} from '../mail/mail-budget.ts';
import {siteOrigins} from '../middleware/partner-cors.ts';
import {type RateLimiter, scaledLimit} from '../middleware/rate-limit.ts';
import {type AuthContext, type AuthOverrides, createAuthContext} from './auth-context.ts';
import {type AuthRateLimits, authRateLimits, EMAIL_COUNTERS} from './auth-rate-limits.ts';
import {requestEmailChange} from './email-change.ts';
import {confirmEmail, type NewLinkResult, sendNewConfirmationLink} from './email-confirmation.ts';
import {tellOwnerOfFactorChange} from './factor-change-mail.ts';
import {hourlyPrune, type Prune} from './housekeeping.ts';
import {checkCredentials} from './login.ts';
import {LOGIN_FREE_FAILURES, loginDelayMs} from './login-delay.ts';
import {type OneAtATime, oneAtATime} from './one-at-a-time.ts';
import {
  addPasskey,
  checkPasskeySignIn,
  type PasskeyAddition,
  passkeyRegistrationOptions,
  passkeySignInOptions,
} from './passkeys.ts';
import {registerApplicant, type SignupOutcome} from './register-applicant.ts';
import {requireRole} from './require-role.ts';
import {requireTwoStep} from './require-two-step.ts';
import {requireUser, type SignedInVariables} from './require-user.ts';
import {type CodeRequestResult, emailKey, requestResetCode} from './reset-code.ts';
import {type CodeFailure, resetPasswordWithToken, verifyResetCode} from './reset-password.ts';
import {endSession, refreshWithAuthorization, startSession, type TokenPair} from './sessions.ts';
import {requireFactorProof, requireRecentStep, type StepUpProof, stepIsRecent, stepUp} from './step-up.ts';
import type {EmailLinkOutcome, PublicUser} from './store/account-store.ts';
import type {AccountStores} from './store/account-stores.ts';
import type {PasskeySummary} from './store/passkey-store.ts';
import type {FactorChangeRecord} from './store/two-step-store.ts';
import {
  confirmTotpSetup,
  openTwoStep,
  passTwoStep,
  removeTotp,
  replaceRecoveryCodes,
  type SecondStepProof,
  secondFactors,
  startTotpSetup,
  type TwoStepMethod,
  twoStepMethods,
} from './two-step.ts';
import {mailRecoveryCodeUsed, signedInUser} from './two-step-session.ts';

export type {
  AuthOverrides,
  CodeFailure,
  PasskeyAddition,
  SecondStepProof,
  SignedInVariables,
  StepUpProof,
  TokenPair,
};

/** What the profile shows of a person's factors: what is set up, and the latest changes to it. */
export type TwoStepStatus = {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
  changes: FactorChangeRecord[];
};

/** Hono env of a route behind `requireUser`: `c.get('user')`, `c.get('sessionId')`. */
export type SignedInEnv = {Variables: SignedInVariables};

/** A per-e-mail limit refused the request; the route answers 429 with this wait. */
type Limited = {retryAfterSeconds: number};

/** `key-invalid`: the Idempotency-Key is not 1-255 visible characters. */
export type SignupResult = SignupOutcome | {kind: 'key-invalid'} | ({kind: 'limited'} & Limited);

/** `refused` does not say whether the e-mail or the password was wrong. */
export type LoginResult =
  | ({kind: 'limited'} & Limited)
  | {kind: 'refused'}
  | {kind: 'signed-in'; user: PublicUser; tokens: TokenPair}
  /** The password was right and the account has a second factor: the second step's token and ways. */
  | {kind: 'two-step'; twoStepToken: string; methods: TwoStepMethod[]};

/** A second step's result; `start-again`: log in with the password again. */
export type TwoStepResult =
  | {kind: 'signed-in'; user: PublicUser; tokens: TokenPair}
  | {kind: 'refused'}
  | {kind: 'start-again'};

/** A code request's result; the route answers every one alike. */
export type ResetCodeRequest = CodeRequestResult;

/** A code check's result: a single-use reset token, a failure, or the e-mail's limit. */
export type ResetCodeCheck =
  | {ok: true; resetToken: string}
  | {ok: false; reason: CodeFailure}
  | ({ok: false; reason: 'limited'} & Limited);

/** Everything the routes ask of auth. Per-e-mail counters are keyed by an HMAC, never the address. */
export type AuthService = {
  /** Per-client-address limits of the auth routes, as middleware (auth-rate-limits.ts). */
  addressLimits: AuthRateLimits['perAddress'];
  /** Middleware: a valid access token of an open session, else 401; sets `user` and `sessionId`. */
  requireUser: MiddlewareHandler<SignedInEnv>;
  /**
   * Middleware after `requireUser`: the user holds at least `minimum`, else 403.
   * @example staff.use(auth.requireUser, auth.requireRole('staff'))
   */
  requireRole(minimum: Exclude<Role, 'user'>): MiddlewareHandler<SignedInEnv>;
  /**
   * Middleware after `requireRole`: the person has a second factor (else 403 `two_step_required`) and this
   * session stood on two steps (else 403 `step_up_required`).
   */
  requireTwoStep: MiddlewareHandler<SignedInEnv>;
  /** Middleware after `requireUser`: a second step within 10 minutes on this session, else 403 `step_up_required`. */
  requireRecentStep: MiddlewareHandler<SignedInEnv>;
  /**
   * Middleware after `requireUser` for a change to the person's own factors: a proof within 10 minutes with
   * a factor the account already had (its password when it has no other), else 403 `step_up_required`.
   */
  requireFactorProof: MiddlewareHandler<SignedInEnv>;
  /** Whether the session proved a second step within the last 10 minutes (step-up.ts). */
  hasRecentStep(sessionId: string): Promise<boolean>;
  /** Registers an applicant; `origin` is the request's Origin header (a partner's is kept on the account). */
  /** Registers an applicant; `language` is the request's, which the account's mails keep. */
  signup(
    body: SignupBody,
    idempotencyKey: string | null,
    origin: string | undefined,
    language: Language,
  ): Promise<SignupResult>;
  /**
   * Checks the password under the per-e-mail limits and login delay; on success starts a session, or opens
   * the second step when the account has one.
   */
  login(
    email: string,
    password: string,
    clientAddress: string,
    userAgent?: string | null,
  ): Promise<LoginResult>;
  /** Completes a second step with a code or a passkey; on success starts the session. */
  completeTwoStep(
    twoStepToken: unknown,
    proof: SecondStepProof,
    userAgent?: string | null,
  ): Promise<TwoStepResult>;
  /** A sign-in with a passkey alone (it is both steps); `refused` for one we do not know or that fails. */
  signInWithPasskey(answer: PasskeyAssertion, userAgent?: string | null): Promise<TwoStepResult>;
  /** The options of a passkey sign-in (also the passkey's second step and step-up). */
  passkeySignInOptions(): Promise<unknown>;
  /** Proves the signed-in person again (step-up.ts), 10 tries in 15 minutes per account. */
  stepUp(
    user: PublicUser,
    sessionId: string,
    proof: StepUpProof,
  ): Promise<{kind: 'passed' | 'refused' | 'password-not-enough'} | ({kind: 'limited'} & Limited)>;
  /**
   * Whether the signed-in person proves it is them with their password or a passkey (deleting the account),
   * within the step-up's tries per account.
   */
  provesOwner(
    user: PublicUser,
    proof: {password: string} | {passkey: PasskeyAssertion},
  ): Promise<{kind: 'passed' | 'refused'} | ({kind: 'limited'} & Limited)>;
  /**
   * The signed-in person's own second factors (two-step.ts, passkeys.ts). Each change is kept and mailed to
   * the owner; a factor added never counts as a second step of the session that added it (issue 54).
   */
  twoStep: {
    status(userId: string): Promise<TwoStepStatus>;
    startTotp(user: PublicUser): Promise<{otpauthUri: string; secret: string} | 'already'>;
    /** Confirms the authenticator; the first factor of an account ends its other sessions. */
    confirmTotp(user: PublicUser, sessionId: string, code: string): Promise<string[] | null>;
    removeTotp(user: PublicUser, sessionId: string, code: string): Promise<boolean>;
    newRecoveryCodes(user: PublicUser, sessionId: string): Promise<string[] | null>;
    passkeyOptions(user: PublicUser): Promise<unknown>;
    /** Adds a passkey; the first factor of an account ends its other sessions. */
    addPasskey(
      user: PublicUser,
      sessionId: string,
      name: string,
      response: PasskeyAttestation,
    ): Promise<PasskeyAddition>;
    listPasskeys(userId: string): Promise<PasskeySummary[]>;
    removePasskey(user: PublicUser, sessionId: string, id: string): Promise<boolean>;
  };
  /** A new token pair for a refresh token; `authorization` is the request's header. Null: refused. */
  refresh(refreshToken: string | null, authorization: string | undefined): Promise<TokenPair | null>;
  /** Ends one session: the refresh token's, else the access token's in `authorization` (even expired). */
  logout(refreshToken: string | null, authorization: string | undefined): Promise<void>;
  /** Mails a reset code and link when the account exists and its mail budget allows; never refuses. */
  requestResetCode(email: string): Promise<ResetCodeRequest>;
  /** Checks a reset code; on success consumes it for a single-use reset token. */
  verifyResetCode(email: string, code: string): Promise<ResetCodeCheck>;
  /** Sets a new password with a reset token and forgets the e-mail's counters. False: the token is dead. */
  resetPassword(email: string, resetToken: string, newPassword: string): Promise<boolean>;
  /** Opens an e-mail link (email-confirmation.ts): a confirmation, or a change of address. */
  confirmEmail(token: string): Promise<EmailLinkOutcome>;
  /**
   * Starts moving the signed-in person's account to a new address, proven by their password
   * (email-change.ts); 5 a day per account.
   */
  changeEmail(
    user: PublicUser,
    body: {email: string; password: string},
  ): Promise<{kind: 'sent' | 'same' | 'refused'} | ({kind: 'limited'} & Limited)>;
  /** Mails the signed-in person a new confirmation link, within their limits. */
  sendConfirmationLink(user: PublicUser): Promise<NewLinkResult>;
};

type Parts = {
  deps: AppDeps<AccountStores>;
  context: AuthContext;
  limits: AuthRateLimits;
  prune: () => Promise<void>;
  loginQueue: OneAtATime;
};

// Counts one request for an e-mail; null when allowed.
async function overLimit(limiter: RateLimiter, key: string): Promise<Limited | null> {
  const decision = await limiter.hit(key);
  return decision.allowed ? null : {retryAfterSeconds: decision.retryAfterSeconds};
}

async function signUp(
  {deps, context, limits}: Parts,
  body: SignupBody,
  idempotencyKey: string | null,
  origin: string | undefined,
  language: Language,
): Promise<SignupResult> {
  if (idempotencyKey !== null && !isIdempotencyKey(idempotencyKey)) return {kind: 'key-invalid'};
  const limited = await overLimit(limits.perEmail.signup, emailKey(context, body.email));
  if (limited) return {kind: 'limited', ...limited};
  // A partner page's origin is kept (partner-cors already refused strangers). Read per request: without
  // PUBLIC_URL the site's origin is only known once the server listens.
  const partnerOrigin = origin === undefined || siteOrigins(deps.config).includes(origin) ? null : origin;
  return registerApplicant(context, body, idempotencyKey, partnerOrigin, language);
}

async function logIn(
  {deps, context, limits, prune, loginQueue}: Parts,
  email: string,
  password: string,
  clientAddress: string,
  userAgent: string | null,
): Promise<LoginResult> {
  const {loginPair, loginFailures} = limits.perEmail;
  const subject = emailKey(context, email);
  const pairKey = `${subject}:${clientAddress}`;
  const limited = await overLimit(loginPair, pairKey);
  if (limited) return {kind: 'limited', ...limited};
  const checked = await loginQueue.run(subject, async (): Promise<LoginResult> => {
    // Counted before it is checked, in one statement: parallel tries (here or in another process) each
    // see the ones before them, so each waits longer (issue 19 #5). A good login forgets them all.
    const {count} = await loginFailures.hit(subject);
    const delay = loginDelayMs(count - 1, scaledLimit(LOGIN_FREE_FAILURES, deps));
    if (delay > 0) await context.sleep(delay);
    const user = await checkCredentials(context, email, password);
    if (!user) return {kind: 'refused'};
    // With a second factor the counters stay until the second step passes: a stolen password then meets
    // the login delay on every new challenge, as a wrong one does.
    const methods = await twoStepMethods(context, user.id);
    if (methods.length > 0)
      return {kind: 'two-step', twoStepToken: await openTwoStep(context, user.id), methods};
    await loginPair.reset(pairKey);
    await loginFailures.reset(subject);
    const tokens = await startSession(context, user.id, userAgent, {password: true, secondStep: false});
    await prune();
    return {kind: 'signed-in', user, tokens};
  });
  // Too many tries for this account are already waiting: say how long one try takes now.
  if (checked === null) {
    const failures = await loginFailures.peek(subject);
    const wait = loginDelayMs(failures, scaledLimit(LOGIN_FREE_FAILURES, deps));
    return {kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000))};
  }
  return checked;
}

async function completeTwoStep(
  {context, limits, prune}: Parts,
  twoStepToken: unknown,
  proof: SecondStepProof,
  userAgent: string | null,
): Promise<TwoStepResult> {
  const outcome = await passTwoStep(context, twoStepToken, proof);
  if (outcome.kind !== 'passed') return outcome;
  const tokens = await startSession(context, outcome.userId, userAgent, {password: true, secondStep: true});
  const user = await signedInUser(context, tokens);
  await limits.perEmail.loginFailures.reset(emailKey(context, user.email));
  if (outcome.recoveryCodesLeft !== null) void mailRecoveryCodeUsed(context, user, outcome.recoveryCodesLeft);
  await prune();
  return {kind: 'signed-in', user, tokens};
}

async function signInWithPasskey(
  {context, prune}: Parts,
  answer: PasskeyAssertion,
  userAgent: string | null,
): Promise<TwoStepResult> {
  const userId = await checkPasskeySignIn(context, answer);
  if (userId === null) return {kind: 'refused'};
  const tokens = await startSession(context, userId, userAgent, {password: false, secondStep: true});
  await prune();
  return {kind: 'signed-in', user: await signedInUser(context, tokens), tokens};
}

/** The change history the profile shows: enough to notice one that was not the owner's. */
const FACTOR_CHANGES_SHOWN = 10;

/** The signed-in person's own factors; every change is mailed to the owner. */
function ownFactors({context}: Parts): AuthService['twoStep'] {
  const tell = tellOwnerOfFactorChange.bind(null, context);
  return {
    async status(userId) {
      // One read of the factors: the passkeys and the authenticator, then the codes only when there is one.
      const [{passkeys, totp, methods}, changes] = await Promise.all([
        secondFactors(context, userId),
        context.store.listFactorChanges(userId, FACTOR_CHANGES_SHOWN),
      ]);
      const recoveryCodesLeft = methods.length > 0 ? await context.store.recoveryCodesLeft(userId) : 0;
      return {totp, passkeys, recoveryCodesLeft, changes};
    },
    startTotp: (user) => startTotpSetup(context, user),
    async confirmTotp(user, sessionId, code) {
      const confirmed = await confirmTotpSetup(context, user.id, sessionId, code);
      if (confirmed) tell(user, 'app-added');
      return confirmed?.codes ?? null;
    },
    async removeTotp(user, sessionId, code) {
      const removed = await removeTotp(context, user, sessionId, code);
      if (removed) tell(user, 'app-removed');
      return removed;
    },
    async newRecoveryCodes(user, sessionId) {
      const codes = await replaceRecoveryCodes(context, user.id, sessionId);
      if (codes) tell(user, 'codes-renewed');
      return codes;
    },
    passkeyOptions: (user) => passkeyRegistrationOptions(context, user),
    async addPasskey(user, sessionId, name, response) {
      const added = await addPasskey(context, user.id, sessionId, name, response);
      if (added.kind === 'added') tell(user, 'passkey-added');
      return added;
    },
    listPasskeys: (userId) => context.store.listPasskeys(userId),
    async removePasskey(user, sessionId, id) {
      const removed = await context.store.removePasskey(user.id, id, {sessionId}, context.now());
      if (removed) tell(user, 'passkey-removed');
      return removed;
    },
  };
}

function passwordResets({context, limits}: Parts) {
  return {
    // No per-e-mail refusal (issue 19 #4): the store's pause and daily cap drop extra mails instead.
    requestResetCode: (email: string): Promise<ResetCodeRequest> => requestResetCode(context, email),
    async verifyResetCode(email: string, code: string): Promise<ResetCodeCheck> {
      const limited = await overLimit(limits.perEmail.verifyOtp, emailKey(context, email));
      return limited ? {ok: false, reason: 'limited', ...limited} : verifyResetCode(context, email, code);
    },
    async resetPassword(email: string, resetToken: string, newPassword: string): Promise<boolean> {
      if (!(await resetPasswordWithToken(context, email, resetToken, newPassword))) return false;
      // The owner proved it: whatever strangers did to this e-mail's counters is forgotten.
      const subject = emailKey(context, email);
      await Promise.all(EMAIL_COUNTERS.map((name) => context.store.forgetRateCounters(`${name}:${subject}`)));
      return true;
    },
  };
}

/** Builds the app's auth service; tests may swap the hasher and the wait (`overrides`). */
export function createAuthService(
  deps: AppDeps<AccountStores>,
  overrides: AuthOverrides = {},
  housekeeping: readonly Prune[] = [],
): AuthService {
  const context = createAuthContext(deps, overrides);
  const parts: Parts = {
    deps,
    context,
    limits: authRateLimits(deps),
    prune: hourlyPrune(context, housekeeping),
    loginQueue: oneAtATime(),
  };
  return {
    addressLimits: parts.limits.perAddress,
    requireUser: requireUser(context),
    requireRole,
    requireTwoStep: requireTwoStep(context),
    signup: (body, idempotencyKey, origin, language) => signUp(parts, body, idempotencyKey, origin, language),
    login: (email, password, clientAddress, userAgent = null) =>
      logIn(parts, email, password, clientAddress, userAgent),
    requireRecentStep: requireRecentStep(context),
    requireFactorProof: requireFactorProof(context),
    hasRecentStep: async (sessionId) =>
      stepIsRecent((await context.store.sessionProofs(sessionId))?.secondStepAt ?? null, context.now()),
    completeTwoStep: (twoStepToken, proof, userAgent = null) =>
      completeTwoStep(parts, twoStepToken, proof, userAgent),
    signInWithPasskey: (answer, userAgent = null) => signInWithPasskey(parts, answer, userAgent),
    passkeySignInOptions: () => passkeySignInOptions(context),
    async stepUp(user, sessionId, proof) {
      const limited = await overLimit(parts.limits.perAccount.stepUp, user.id);
      if (limited) return {kind: 'limited', ...limited};
      const outcome = await stepUp(context, user, sessionId, proof);
      if (outcome.kind === 'passed' && outcome.recoveryCodesLeft !== null)
        void mailRecoveryCodeUsed(context, user, outcome.recoveryCodesLeft, 'step-up');
      return {kind: outcome.kind};
    },
    async provesOwner(user, proof) {
      const limited = await overLimit(parts.limits.perAccount.stepUp, user.id);
      if (limited) return {kind: 'limited', ...limited};
      const fits =
        'password' in proof
          ? (await checkCredentials(context, user.email, proof.password))?.id === user.id
          : (await checkPasskeySignIn(context, proof.passkey)) === user.id;
      return {kind: fits ? 'passed' : 'refused'};
    },
    twoStep: ownFactors(parts),
    refresh: (refreshToken, authorization) => refreshWithAuthorization(context, refreshToken, authorization),
    logout: (refreshToken, authorization) => endSession(context, refreshToken, authorization),
    ...passwordResets(parts),
    confirmEmail: (token) => confirmEmail(context, token),
    async changeEmail(user, {email, password}) {
      if (email === user.email) return {kind: 'same'};
      const limited = await overLimit(parts.limits.perAccount.emailChange, user.id);
      if (limited) return {kind: 'limited', ...limited};
      if ((await checkCredentials(context, user.email, password))?.id !== user.id) return {kind: 'refused'};
      await requestEmailChange(context, user, email);
      return {kind: 'sent'};
    },
    sendConfirmationLink: (user) =>
      sendNewConfirmationLink(
        context,
        {perAccount: parts.limits.perAccount.confirmationLink, budget: mailBudget(deps)},
        user,
      ),
  };
}
