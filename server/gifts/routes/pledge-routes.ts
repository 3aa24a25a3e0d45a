// POST /api/gifts (issue 22): a donor pledges a gift from the site or from <nard-donate> on any page, and
// gets a reference, the PayNow payload that carries it, and a mail with both ways to pay, within the pledge
// mails' budgets (issue 54; the answer's `mailed` says whether it goes). Any origin may call it
// (middleware/partner-cors.ts): a pledge moves no money and reads nothing back.
import {Hono} from 'hono';
import {newGiftReference} from '../../../core/donate/index.ts';
import {API_MESSAGES} from '../../../core/messages/index.ts';
import {giftPledgeRules} from '../../../core/rules/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import {answer, fail, INVALID_FIELDS_MESSAGE, parseJsonBody} from '../../http/answers.ts';
import {clientKey} from '../../http/client-ip.ts';
import {
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_WINDOW_MS,
  isIdempotencyKey,
  replayedAnswer,
} from '../../http/idempotency.ts';
import {requestLanguage} from '../../http/language.ts';
import {sendLogged} from '../../mail/send-within-budget.ts';
import {rateLimit} from '../../middleware/rate-limit.ts';
import {newPledge, pledgeAnswer, pledgeFingerprint} from '../pledge.ts';
import {pledgeMail} from '../pledge-mail.ts';
import {pledgeMailBudget} from '../pledge-mail-budget.ts';
import type {GiftStores} from '../store/gift-stores.ts';

/** Without IPC details configured the foundation may not promise a deduction, so it takes no ID number. */
export const NO_TAX_DEDUCTION_MESSAGE = API_MESSAGES.noTaxDeduction;

/** POST /api/gifts: 10 pledges in 10 minutes per client address, plenty for a donor who changes their mind. */
export function giftRoutes(deps: AppDeps<GiftStores>): Hono {
  const perIp = rateLimit({name: 'gift-pledge', limit: 10, windowMs: 600_000, deps, key: clientKey});
  const fingerprintKey = deps.config.authKeys.lookup;
  const mailBudget = pledgeMailBudget(deps);
  return new Hono().post('/', perIp, async (c) => {
    const body = await parseJsonBody(c, giftPledgeRules);
    if (!body.ok) return body.response;
    const config = deps.config.publicConfig;
    if (body.value.taxDeduction && !config.ipc) {
      return fail(c, 400, INVALID_FIELDS_MESSAGE, {taxDeduction: NO_TAX_DEDUCTION_MESSAGE});
    }
    const key = c.req.header('Idempotency-Key') ?? null;
    if (key !== null && !isIdempotencyKey(key)) return fail(c, 400, IDEMPOTENCY_MESSAGES.invalid);
    const requestHash = pledgeFingerprint(fingerprintKey, body.value);
    // Decided before the answer, which says it (the site must not say it mailed what it did not); a retry
    // replays the first answer, so its count is spent on a mail that never goes: at most one of three.
    const mailed = await mailBudget(body.value.email);
    const now = deps.now();
    const result = await deps.store.pledgeGift(
      // The page's language (the site and the widget send it): the gift's mails keep it.
      {...newPledge(body.value, deps.config.dataKey), language: requestLanguage(c)},
      now,
      () => newGiftReference(),
      key === null
        ? undefined
        : {
            scope: 'gift',
            key,
            since: now - IDEMPOTENCY_WINDOW_MS,
            answerFor: (gift) => ({
              requestHash,
              status: 201,
              body: JSON.stringify({
                success: true,
                statusCode: 201,
                data: pledgeAnswer(gift, config, mailed),
              }),
            }),
          },
    );
    if (result.kind === 'replay') {
      if (result.answer.requestHash !== requestHash) return fail(c, 422, IDEMPOTENCY_MESSAGES.reused);
      return replayedAnswer(c, result.answer);
    }
    const {gift} = result;
    const what = `gifts: the pledge mail for gift ${gift.id}`;
    if (mailed) {
      // In the background: the donor's QR must not wait for SMTP; the pledge is saved either way.
      deps.background.track(
        pledgeMail(gift, config)
          .then((mail) => sendLogged(deps, {to: gift.email, ...mail}, what))
          .catch((error: unknown) => console.error(`${what} could not be written`, error)),
      );
    } else console.warn(`${what} was dropped: the address's or the hour's pledge mails are spent`);
    return answer(c, 'POST /gifts', {data: pledgeAnswer(gift, config, mailed)}, 201);
  });
}
