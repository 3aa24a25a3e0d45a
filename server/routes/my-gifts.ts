// The signed-in donor's own gifts (issue 22): GET /api/me/gifts, a receipt's PDF, and a year statement.
// Gifts are found by the account's e-mail, so the address must be confirmed first: anyone can sign up
// with someone else's address, and must not see that person's gifts.
import {type Context, Hono} from 'hono';
import {API_MESSAGES} from '../../core/messages/index.ts';
import type {AppDeps} from '../app-deps.ts';
import type {AuthService, SignedInEnv} from '../auth/auth-service.ts';
import type {Gift} from '../db/gift-store.ts';
import {giftRecord} from '../gifts/gift-record.ts';
import {yearStatementPdf} from '../gifts/receipt-pdf.ts';
import {giftReceiptPdf, receiptIssuer} from '../gifts/receipts.ts';
import {fail, ok, pdfAnswer} from '../http/answers.ts';
import {noStore} from '../middleware/no-store.ts';

/** Why a signed-in person sees no gifts yet. */
export const CONFIRM_FIRST_MESSAGE = API_MESSAGES.giftsConfirmFirst;

async function ownGifts(c: Context<SignedInEnv>, deps: AppDeps): Promise<Gift[] | Response> {
  const user = c.get('user');
  if (!user.emailConfirmed) return fail(c, 403, CONFIRM_FIRST_MESSAGE);
  return deps.store.listGiftsByEmail(user.email);
}

/** /api/me/gifts: the list, `/:id/receipt` and `/statement?year=YYYY`, all personal (no-store). */
export function myGiftRoutes(deps: AppDeps, auth: AuthService): Hono<SignedInEnv> {
  const routes = new Hono<SignedInEnv>();
  // Scoped to /gifts: a bare use() would run for every /api/me route mounted beside this one.
  routes.use('/gifts', noStore(), auth.requireUser);
  routes.use('/gifts/*', noStore(), auth.requireUser);
  return (
    routes
      // Not a refusal while the address is unconfirmed: the profile asks for this on every visit, and says
      // what to do (`message`) instead of listing gifts.
      .get('/gifts', async (c) => {
        if (!c.get('user').emailConfirmed)
          return ok(c, {gifts: [], addressConfirmed: false, message: CONFIRM_FIRST_MESSAGE});
        const gifts = await ownGifts(c, deps);
        if (gifts instanceof Response) return gifts;
        return ok(c, {gifts: gifts.map(giftRecord), addressConfirmed: true});
      })
      .get('/gifts/statement', async (c) => {
        const year = Number(c.req.query('year'));
        if (!Number.isInteger(year) || year < 2000 || year > 2100) {
          return fail(c, 400, API_MESSAGES.statementYear);
        }
        const gifts = await ownGifts(c, deps);
        if (gifts instanceof Response) return gifts;
        const received = gifts
          .filter((gift) => gift.status === 'received' && gift.receivedOn?.startsWith(`${year}-`))
          .map((gift) => ({
            receivedOn: gift.receivedOn!,
            receiptNumber: gift.receiptNumber!,
            project: gift.project,
            amountCents: gift.receivedCents ?? gift.amountCents,
            taxId: deps.config.publicConfig.ipc ? gift.taxIdMasked : null,
          }));
        const pdf = await yearStatementPdf({
          issuer: receiptIssuer(deps.config),
          year,
          donorName: c.get('user').fullName,
          gifts: received,
        });
        return pdfAnswer(c, pdf, `gifts-${year}.pdf`);
      })
      .get('/gifts/:id/receipt', async (c) => {
        const gifts = await ownGifts(c, deps);
        if (gifts instanceof Response) return gifts;
        const gift = gifts.find((candidate) => candidate.id === c.req.param('id'));
        // Another person's gift answers as a missing one: ids tell nothing.
        if (!gift) return fail(c, 404, API_MESSAGES.noSuchGift);
        if (gift.status !== 'received' || !gift.receiptNumber) {
          return fail(c, 409, API_MESSAGES.noReceiptYet);
        }
        return pdfAnswer(c, await giftReceiptPdf(deps.config, gift), `${gift.receiptNumber}.pdf`);
      })
  );
}
