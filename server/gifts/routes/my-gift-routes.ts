// A donor's own gifts (issues 22 and 56): the list, a receipt's PDF, and a statement of a year, read either
// by a signed-in person (GET /api/me/gifts, by the account's confirmed address: anyone can sign up with
// someone else's address, and must not see that person's gifts) or by a donor session that a mailed link
// opened (GET /api/donor/gifts, gifts/routes/donor-gift-routes.ts). One set of handlers for both readers.
import {type Context, type Env, Hono} from 'hono';
import {API_MESSAGES} from '../../../core/messages/index.ts';
import type {AuthService, SignedInEnv} from '../../accounts/auth-service.ts';
import type {AppDeps} from '../../app-deps.ts';
import {answer, fail, pdfAnswer} from '../../http/answers.ts';
import {noStore} from '../../middleware/no-store.ts';
import {donorGiftRecord} from '../gift-record.ts';
import {yearStatementPdf} from '../receipt-pdf.ts';
import {giftReceiptPdf, readerLanguage, receiptIssuer, yearDeduction} from '../receipts.ts';
import type {Gift} from '../store/gift-store.ts';
import type {GiftStores} from '../store/gift-stores.ts';

/** Why a signed-in person sees no gifts yet. */
export const CONFIRM_FIRST_MESSAGE = API_MESSAGES.giftsConfirmFirst;

/** Who reads: the address their gifts were given with and the name a statement is made out to. */
export type GiftReader = {email: string; name: (gifts: Gift[]) => string};

/** The reader of a request, or the answer that refuses it. */
export type ReaderOf<E extends Env> = (c: Context<E>) => Promise<GiftReader | Response>;

/** The name on a donor's own statement: the one given with their newest gift. */
export const nameOfNewestGift = (gifts: Gift[]) => gifts[0]?.taxName ?? gifts[0]?.donorName ?? '';

/** `/gifts`, `/gifts/statement?year=YYYY` and `/gifts/:id/receipt` for the reader `readerOf` finds. */
export function giftReadingRoutes<E extends Env>(deps: AppDeps<GiftStores>, readerOf: ReaderOf<E>): Hono<E> {
  const ownGifts = async (c: Context<E>): Promise<{reader: GiftReader; gifts: Gift[]} | Response> => {
    const reader = await readerOf(c);
    if (reader instanceof Response) return reader;
    return {reader, gifts: await deps.store.listGiftsByEmail(reader.email)};
  };
  return new Hono<E>()
    .get('/gifts', async (c) => {
      const own = await ownGifts(c);
      if (own instanceof Response) return own;
      return answer(c, 'GET /me/gifts', {gifts: own.gifts.map(donorGiftRecord), addressConfirmed: true});
    })
    .get('/gifts/statement', async (c) => {
      const year = Number(c.req.query('year'));
      if (!Number.isInteger(year) || year < 2000 || year > 2100) {
        return fail(c, 400, API_MESSAGES.statementYear);
      }
      const own = await ownGifts(c);
      if (own instanceof Response) return own;
      const received = own.gifts
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
        donorName: own.reader.name(own.gifts),
        gifts: received,
        deduction: yearDeduction(deps.config, year),
      });
      return pdfAnswer(c, pdf, `gifts-${year}.pdf`);
    })
    .get('/gifts/:id/receipt', async (c) => {
      const own = await ownGifts(c);
      if (own instanceof Response) return own;
      const gift = own.gifts.find((candidate) => candidate.id === c.req.param('id'));
      // Another person's gift answers as a missing one: ids tell nothing.
      if (!gift) return fail(c, 404, API_MESSAGES.noSuchGift);
      if (gift.status !== 'received' || !gift.receiptNumber) {
        return fail(c, 409, API_MESSAGES.noReceiptYet);
      }
      const pdf = await giftReceiptPdf(deps.config, gift, await readerLanguage(deps, gift));
      return pdfAnswer(c, pdf, `${gift.receiptNumber}.pdf`);
    });
}

/** /api/me/gifts: the signed-in person's gifts, all personal (no-store). */
export function myGiftRoutes(deps: AppDeps<GiftStores>, auth: AuthService): Hono<SignedInEnv> {
  const routes = new Hono<SignedInEnv>();
  // Scoped to /gifts: a bare use() would run for every /api/me route mounted beside this one.
  routes.use('/gifts', noStore(), auth.requireUser);
  routes.use('/gifts/*', noStore(), auth.requireUser);
  // Not a refusal while the address is unconfirmed: the profile asks for this on every visit, and says what
  // to do (`message`) instead of listing gifts.
  routes.get('/gifts', async (c, next) => {
    if (c.get('user').emailConfirmed) return next();
    return answer(c, 'GET /me/gifts', {gifts: [], addressConfirmed: false, message: CONFIRM_FIRST_MESSAGE});
  });
  routes.route(
    '/',
    giftReadingRoutes<SignedInEnv>(deps, async (c) => {
      const user = c.get('user');
      if (!user.emailConfirmed) return fail(c, 403, CONFIRM_FIRST_MESSAGE);
      return {email: user.email, name: () => user.fullName};
    }),
  );
  return routes;
}
