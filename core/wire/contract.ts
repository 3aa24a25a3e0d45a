// The API's one contract (issue 57): for each route the site's client and the widgets call, what it takes
// and what it answers. It lives outside core/api (the ky client) so that the server can import it. The server's handlers answer through it (`answer(c, route, body)` and the content
// cache's typed load), and the clients call through it (`callRoute`, the widgets' `getApi`), so a field
// renamed on either side fails the build of the other. Types only: it costs a bundle no bytes.

import type {GiftRecord, StaffGiftRecord} from '../donate/gift-records.ts';
import type {IrasFilingRecord} from '../donate/iras-filing-records.ts';
import type {StatementImport} from '../donate/statement-records.ts';
import type {GiftUpdate, OfflineGift, TransferSettle} from '../rules/gift-staff.ts';
import type {
  ConfirmEmailBody,
  ContactBody,
  ForgotPasswordBody,
  GiftPledge,
  LoginBody,
  OtpBody,
  PasskeyAssertion,
  ProfileBody,
  SignupBody,
  TwoStepBody,
  UpdatePasswordBody,
} from '../rules/index.ts';
import type {Page} from '../staff/staff-records.ts';
import type {
  AnnouncementsAnswer,
  AuditReportsAnswer,
  ContributorsAnswer,
  EventNamesAnswer,
  EventsAnswer,
  EventType,
  ExpendituresAnswer,
  FiguresAnswer,
  LoginAnswer,
  MessageAnswer,
  MyEventsAnswer,
  MyGiftsAnswer,
  PledgeAnswer,
  ProfileAnswer,
  ProjectsAnswer,
  PublicConfigAnswer,
  RefreshAnswer,
  SignedInAnswer,
  SignupAnswer,
  VerifyOtpAnswer,
} from './answers.ts';
import type {GiftListAnswer, IrasCheck, TransferSuggestion, WaitingTransfer} from './staff-gift-answers.ts';

/** A gift as the console's answers carry it. */
type GiftAnswer = {gift: GiftRecord};

/**
 * Each route, `'METHOD /path'` under /api (`:name` for a path part), with its `body`, `query` and the
 * `answer`'s fields beside `success` and `statusCode`.
 */
export type ApiContract = {
  'GET /contributors': {answer: ContributorsAnswer};
  'GET /expenditures': {answer: ExpendituresAnswer};
  'GET /figures': {answer: FiguresAnswer};
  'GET /audit-reports': {answer: AuditReportsAnswer};
  'GET /projects': {answer: ProjectsAnswer};
  'GET /announcements': {answer: AnnouncementsAnswer};
  'GET /events': {query: {type: EventType}; answer: EventsAnswer};
  'GET /events/names': {query: {type: 'volunteer'}; answer: EventNamesAnswer};
  'GET /config': {answer: PublicConfigAnswer};
  'POST /contact': {body: ContactBody; answer: MessageAnswer};
  'POST /gifts': {body: GiftPledge; answer: PledgeAnswer};
  'POST /auth/signup': {body: SignupBody; answer: MessageAnswer};
  'POST /auth/login': {body: LoginBody; answer: LoginAnswer};
  'POST /auth/two-step': {
    body: TwoStepBody | {twoStepToken: string; passkey: PasskeyAssertion};
    answer: SignedInAnswer;
  };
  'POST /auth/passkey/options': {answer: {options: unknown}};
  'POST /auth/passkey': {body: {passkey: PasskeyAssertion}; answer: SignedInAnswer};
  'POST /auth/refresh-token': {body: {refreshToken: string}; answer: RefreshAnswer};
  'POST /auth/logout': {body: {refreshToken?: string}; answer: MessageAnswer};
  'GET /auth/me': {answer: ProfileAnswer};
  'PATCH /auth/me': {body: ProfileBody; answer: ProfileAnswer & MessageAnswer};
  'POST /auth/confirm-email': {body: ConfirmEmailBody; answer: MessageAnswer};
  'POST /auth/confirm-email/new-link': {answer: MessageAnswer};
  'POST /auth/send-otp': {body: ForgotPasswordBody; answer: MessageAnswer};
  'POST /auth/verify-otp': {body: OtpBody; answer: VerifyOtpAnswer};
  'PUT /auth/update-password': {body: UpdatePasswordBody; answer: MessageAnswer};
  'POST /events/:id/signup': {answer: SignupAnswer};
  'DELETE /events/:id/signup': {answer: SignupAnswer};
  'GET /me/events': {answer: MyEventsAnswer};
  'GET /me/gifts': {answer: MyGiftsAnswer};
  // The console's gifts (staff, second step; a body is sent as the form holds it: the server checks it).
  'GET /staff/gifts': {query: Record<string, string>; answer: GiftListAnswer};
  'POST /staff/gifts': {body: Unchecked<OfflineGift>; answer: GiftAnswer};
  'PATCH /staff/gifts/:id': {body: Unchecked<GiftUpdate>; answer: GiftAnswer};
  'PATCH /staff/gifts/:id/tax-id': {body: Record<string, unknown>; answer: GiftAnswer};
  'POST /staff/gifts/receive': {body: Record<string, unknown>; answer: {gifts: GiftRecord[]}};
  'POST /staff/gifts/:id/receipt-mail': {answer: {gift: StaffGiftRecord}};
  'GET /staff/gifts/transfers': {
    query: {page: string; pageSize: string; q?: string};
    answer: Page<WaitingTransfer>;
  };
  'GET /staff/gifts/transfers/:id/suggestions': {answer: {suggestions: TransferSuggestion[]}};
  'POST /staff/gifts/transfers/:id': {body: Unchecked<TransferSettle>; answer: GiftAnswer};
  'GET /staff/gifts/bank-statements': {answer: {items: StatementImport[]}};
  'DELETE /staff/gifts/bank-statement/:importId': {answer: MessageAnswer};
  'GET /staff/gifts/iras/check': {
    query: {year: string; all?: '1'};
    answer: {check: IrasCheck; filings: IrasFilingRecord[]};
  };
  'POST /staff/gifts/iras/filings/:id/submitted': {
    body: {submittedOn: string};
    answer: MessageAnswer & {filing: IrasFilingRecord};
  };
};

/** A route of the contract, as `'METHOD /path'`. */
export type ApiRoute = keyof ApiContract;

/** What `route` answers beside `success` and `statusCode`. */
export type AnswerOf<R extends ApiRoute> = ApiContract[R]['answer'];

/** The JSON body `route` takes (`undefined` when it takes none). */
export type BodyOf<R extends ApiRoute> = ApiContract[R] extends {body: infer B} ? B : undefined;

/**
 * A body as a form holds it before the server's check: the contract's field names, any values. A client
 * that leaves the checking to the server (the widgets, for their bytes) still cannot send a renamed field.
 */
export type Unchecked<T> = {[K in keyof T]?: unknown};

/** The query `route` takes (`undefined` when it takes none). */
export type QueryOf<R extends ApiRoute> = ApiContract[R] extends {query: infer Q} ? Q : undefined;

/** The routes one HTTP method reaches, as their paths: `PathsOf<'GET'>` is `'/contributors' | ...`. */
export type PathsOf<M extends string> = ApiRoute extends infer R
  ? R extends `${M} ${infer P}`
    ? P
    : never
  : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parts `route` names (`{id: string}` for `/events/:id/signup`), or `undefined`. */
export type ParamsOf<R extends ApiRoute> = [ParamNames<R>] extends [never]
  ? undefined
  : Record<ParamNames<R>, string>;
