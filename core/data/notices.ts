// The wordings of the privacy notices people agree to on our forms (issue 24), each with the day it came
// into use. A consent record names the wording's id; the privacy page lists every wording with its date.
// The forms show `currentNotice(form).text`. When their words change, add a wording here (never edit an
// old one: records name it).

export type NoticeForm = 'application' | 'gift-tax';

export type NoticeWording = {
  /** What a consent record stores. */
  id: string;
  form: NoticeForm;
  /** The first day (Singapore) it was shown, YYYY-MM-DD. */
  since: string;
  text: string;
};

/** Every wording ever shown, oldest first. */
export const NOTICE_WORDINGS: readonly NoticeWording[] = [
  {
    id: 'application-2026-11-26',
    form: 'application',
    since: '2026-11-26',
    text: "The Nard Foundation Limited collects these details to look at your application, match you to training or volunteer work, and contact you about it. By giving an emergency contact, you confirm that this person agreed to be named and called if needed. We follow Singapore's Personal Data Protection Act (PDPA).",
  },
  {
    id: 'gift-tax-2026-11-26',
    form: 'gift-tax',
    since: '2026-11-26',
    text: 'I agree that The Nard Foundation uses this ID number and name only to report my gift to IRAS (the Inland Revenue Authority of Singapore) for my tax deduction. It is kept encrypted, shown to staff only in part, and deleted 5 years after the year of the gift.',
  },
];

/** What each form shows today: its newest wording. */
export function currentNotice(form: NoticeForm): NoticeWording {
  const wording = NOTICE_WORDINGS.findLast((notice) => notice.form === form);
  if (!wording) throw new Error(`No notice wording for the ${form} form.`);
  return wording;
}

/** The wording a consent record names, or null for an id no longer known. */
export function noticeById(id: string): NoticeWording | null {
  return NOTICE_WORDINGS.find((notice) => notice.id === id) ?? null;
}
