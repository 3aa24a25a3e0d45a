// Signing up for events: POST/DELETE /api/events/:id/signup (signed in), GET /api/me/events (the user's
// own upcoming and past events and OJT hours). Mails go out after the change is committed; a failed mail
// is logged and does not undo the place.
import type {Context, MiddlewareHandler} from 'hono';
import {Hono} from 'hono';
import type {MyEvent} from '../../../core/events/index.ts';
import {eventHasStarted} from '../../../core/events/index.ts';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {API_MESSAGES, apiMessagesBook, MESSAGES} from '../../../core/messages/index.ts';
import type {AuthService, SignedInEnv} from '../../accounts/auth-service.ts';
import type {AppDeps} from '../../app-deps.ts';
import {answer, fail} from '../../http/answers.ts';
import {inRequestLanguage, requestWords} from '../../http/language.ts';
import {noStore} from '../../middleware/no-store.ts';
import {createRateLimiter, tooManyRequests} from '../../middleware/rate-limit.ts';
import {sendPlaceMail} from '../send-place-mail.ts';
import type {EventStores} from '../store/event-stores.ts';
import type {SignupRefusal} from '../store/place-store.ts';

/** The refusals' words (core/i18n's api-messages book) and statuses. */
export const SIGNUP_MESSAGES = {
  'no-event': {status: 404, text: API_MESSAGES.signupNoEvent},
  closed: {status: 409, text: API_MESSAGES.signupClosed},
  'wrong-type': {status: 403, text: API_MESSAGES.signupWrongType},
  already: {status: 409, text: API_MESSAGES.signupAlready},
} as const satisfies Record<SignupRefusal, {status: number; text: string}>;

/** Sign-ups and withdrawals one person may make in an hour: plenty for a real week, none for a flood. */
export const SIGNUP_CHANGES_PER_HOUR = 20;

// Event mails go to the account's address: only once its owner has confirmed it is theirs.
const requireConfirmedEmail: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (c.get('user').emailConfirmed) return next();
  const message = inRequestLanguage(c, MESSAGES.emailUnconfirmed);
  return c.json({success: false, statusCode: 403, code: 'email_unconfirmed', message}, 403);
};

function eventId(c: Context): string | null {
  const id = c.req.param('id') ?? '';
  return /^[1-9]\d{0,15}$/.test(id) ? id : null;
}

/** Mounted at /api/events (beside the public GET). */
export function eventSignupRoutes(deps: AppDeps<EventStores>, auth: AuthService): Hono<SignedInEnv> {
  const changes = createRateLimiter({
    name: 'signup-changes',
    limit: SIGNUP_CHANGES_PER_HOUR,
    windowMs: 3_600_000,
    deps,
  });
  // Counted per person after sign-in, so one account cannot sign up and withdraw without end.
  const limitChanges: MiddlewareHandler<SignedInEnv> = async (c, next) => {
    const decision = await changes.hit(c.get('user').id);
    if (!decision.allowed) return tooManyRequests(c, decision);
    await next();
  };
  return (
    new Hono<SignedInEnv>()
      // Names are for signed-in people, on volunteer events only; work-event lists are for staff (issue 19 #16).
      .get('/names', noStore(), auth.requireUser, async (c) => {
        if (c.req.query('type') !== 'volunteer') {
          return fail(c, 403, API_MESSAGES.namesStaffOnly);
        }
        const names = await deps.store.listVolunteerEventNames(singaporeDate(deps.now()));
        return answer(c, 'GET /events/names', {names});
      })
      .use('/:id/signup', noStore())
      .post('/:id/signup', auth.requireUser, requireConfirmedEmail, limitChanges, async (c) => {
        const id = eventId(c);
        if (!id) return fail(c, 404, SIGNUP_MESSAGES['no-event'].text);
        const today = singaporeDate(deps.now());
        const result = await deps.store.signUp(id, c.get('user').id, deps.now(), today);
        if (!result.ok) {
          const refusal = SIGNUP_MESSAGES[result.reason];
          return fail(c, refusal.status, refusal.text);
        }
        await sendPlaceMail(deps, result.status, result.notice, result.position);
        // The place on the list is a number in the sentence: worded in the request's language here.
        const message =
          result.status === 'confirmed'
            ? API_MESSAGES.signupConfirmed
            : requestWords(c, apiMessagesBook)('signupWaiting', {position: result.position ?? 1});
        const signup = {eventId: id, status: result.status, position: result.position};
        return answer(c, 'POST /events/:id/signup', {message, signup}, 201);
      })
      .delete('/:id/signup', auth.requireUser, limitChanges, async (c) => {
        const id = eventId(c);
        const result = id ? await deps.store.withdraw(id, c.get('user').id, deps.now()) : null;
        if (!id || !result) return fail(c, 404, API_MESSAGES.notSignedUp);
        await sendPlaceMail(deps, 'withdrawn', result.notice);
        for (const promoted of result.promoted) await sendPlaceMail(deps, 'promoted', promoted);
        return answer(c, 'DELETE /events/:id/signup', {
          message: API_MESSAGES.withdrawn,
          signup: {eventId: id, status: 'withdrawn', position: null},
        });
      })
  );
}

// Hours count once the event has begun: an upcoming event never shows as hours done (issue 20). Hours
// staff entered but have not approved show as awaiting approval rather than not at all.
function ojtSummary(events: readonly MyEvent[], now: number) {
  const work = events.filter((event) => event.signupStatus === 'confirmed' && event.ojtTotal > 0);
  const begun = work.filter((event) => eventHasStarted(event.date, event.time, now));
  const sum = (list: MyEvent[]) => list.reduce((total, event) => total + event.ojtHours, 0);
  return {
    hoursDone: sum(begun.filter((event) => event.hoursApproved)),
    hoursAwaitingApproval: sum(begun.filter((event) => !event.hoursApproved)),
    hoursTotal: work.reduce((total, event) => total + event.ojtTotal, 0),
  };
}

/** Mounted at /api/me: the signed-in user's own events. */
export function myEventRoutes(deps: AppDeps<EventStores>, auth: AuthService): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>().get('/events', noStore(), auth.requireUser, async (c) => {
    const today = singaporeDate(deps.now());
    const user = c.get('user');
    const [events, account] = await Promise.all([
      deps.store.listMyEvents(user.id),
      deps.store.findAccountByEmail(user.email),
    ]);
    return answer(c, 'GET /me/events', {
      // Which table's events this person may join (the site hides 'Sign up' on the others).
      applicantType: account?.applicantType ?? null,
      upcoming: events.filter((event) => event.date >= today && !event.cancelled),
      past: events.filter((event) => event.date < today || event.cancelled),
      ojt: ojtSummary(events, deps.now()),
    });
  });
}
