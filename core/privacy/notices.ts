// The wordings of the privacy notices people agree to on our forms (issue 24), each with the day it came
// into use. A consent record names the wording's id; the privacy page lists every wording with its date.
// The forms show the current wording of their kind. When their words change, add a wording (never edit an
// old one: records name it). Each kind is its own constant, so a widget carries only the words it shows.

export type NoticeForm = 'application' | 'gift-tax';

export type NoticeWording = {
  /** What a consent record stores. */
  id: string;
  form: NoticeForm;
  /** The first day (Singapore) it was shown, YYYY-MM-DD. */
  since: string;
  text: string;
};

/** The application's notice as the site and the volunteer widget show it today. */
export const APPLICATION_NOTICE: NoticeWording = {
  id: 'application-2026-11-26',
  form: 'application',
  since: '2026-11-26',
  text: "The Nard Foundation Limited collects these details to look at your application, match you to training or volunteer work, and contact you about it. By giving an emergency contact, you confirm that this person agreed to be named and called if needed. We follow Singapore's Personal Data Protection Act (PDPA).",
};

/** The tax deduction's notice as the gift forms show it today. */
export const GIFT_TAX_NOTICE: NoticeWording = {
  id: 'gift-tax-2026-11-26',
  form: 'gift-tax',
  since: '2026-11-26',
  text: 'I agree that The Nard Foundation uses this ID number and name only to report my gift to IRAS (the Inland Revenue Authority of Singapore) for my tax deduction. It is kept encrypted, shown to staff only in part, and deleted 5 years after the year of the gift.',
};

/** Wordings no form shows any more, oldest first (none yet). */
const PAST_NOTICES: readonly NoticeWording[] = [];

/** Every wording ever shown, by first day. */
export const NOTICE_WORDINGS: readonly NoticeWording[] = [
  ...PAST_NOTICES,
  APPLICATION_NOTICE,
  GIFT_TAX_NOTICE,
];

/** What each form shows today. */
export function currentNotice(form: NoticeForm): NoticeWording {
  return form === 'application' ? APPLICATION_NOTICE : GIFT_TAX_NOTICE;
}

/** The wording a consent record names, or null for an id no longer known. */
export function noticeById(id: string): NoticeWording | null {
  return NOTICE_WORDINGS.find((notice) => notice.id === id) ?? null;
}
