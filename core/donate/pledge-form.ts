// The "Give now" form (issue 22) as plain strings, the way both views hold it (the site's useForm and the
// widget's state), turned into the body of POST /api/gifts and checked with the server's own rules. Errors
// come back under the form's field names, so a view ties each to its control.

import {ANCHOR_PROJECTS, GENERAL_FUND} from '../content/projects.ts';
import {GIFT_TAX_NOTICE} from '../privacy/notices.ts';
import {checkForm, type FieldErrors, type GiftPledge, giftPledgeRules} from '../rules/index.ts';
import type {Unchecked} from '../wire/contract.ts';
import {checkDonationAmount, DONATION_PRESETS} from './amount.ts';
import {DONATE_WORDS} from './words.ts';

/** Every field of the form, as text; check boxes are 'yes' or ''. */
export type PledgeDraft = {
  amountOption: string;
  amountText: string;
  project: string;
  name: string;
  showName: string;
  email: string;
  wantsDeduction: string;
  idType: string;
  idNumber: string;
  idName: string;
  consent: string;
};

export type PledgeField = keyof PledgeDraft;

/** The form as it opens: $50 to where it is needed most. */
export const EMPTY_PLEDGE: PledgeDraft = {
  amountOption: '50',
  amountText: '',
  project: GENERAL_FUND.id,
  name: '',
  showName: '',
  email: '',
  wantsDeduction: '',
  idType: '',
  idNumber: '',
  idName: '',
  consent: '',
};

/** The words of the form; the consent text is the PDPA notice the donor agrees to, word for word. */
export const PLEDGE_FORM_WORDS = {
  title: DONATE_WORDS.giveNow,
  intro: DONATE_WORDS.formIntro,
  amount: 'Amount',
  ownAmount: DONATE_WORDS.otherAmount,
  ownAmountLabel: DONATE_WORDS.ownAmount,
  project: 'Where your gift goes',
  name: 'Your name',
  showName: 'Show my name on the contributions page (otherwise it says Anonymous)',
  email: 'E-mail for your receipt',
  wantsDeduction: 'I want a tax deduction',
  deductionHint: 'Gifts to an IPC get a 250% tax deduction. We report your gift to IRAS for you.',
  idType: 'ID type',
  idTypes: {NRIC: 'NRIC', FIN: 'FIN', UEN: 'UEN (for a company)'},
  idNumber: 'ID number',
  idName: 'Name as on the ID',
  /** The notice the donor agrees to (its wordings and their dates live in core/privacy/notices.ts). */
  consent: GIFT_TAX_NOTICE.text,
  submit: DONATE_WORDS.giveNow,
  sending: DONATE_WORDS.sending,
  giveAgain: DONATE_WORDS.giveAgain,
  sentByMail: DONATE_WORDS.sentByMail,
} as const;

/** The amount choices of the form: the presets, then the donor's own. */
export function pledgeAmountChoices(): {value: string; label: string}[] {
  return [
    ...DONATION_PRESETS.map((amount) => ({value: String(amount), label: `$${amount}`})),
    {value: 'other', label: DONATE_WORDS.otherAmount},
  ];
}

/** The projects a gift may go to, the general fund first. */
export function pledgeProjectChoices(): {value: string; label: string}[] {
  return [GENERAL_FUND, ...ANCHOR_PROJECTS].map((project) => ({value: project.id, label: project.title}));
}

// Where each error of the rules is shown on the form.
const FIELD_OF_ERROR: Record<string, PledgeField> = {
  amount: 'amountText',
  project: 'project',
  name: 'name',
  showName: 'showName',
  email: 'email',
  taxDeduction: 'wantsDeduction',
  'taxDeduction.idType': 'idType',
  'taxDeduction.idNumber': 'idNumber',
  'taxDeduction.fullName': 'idName',
  'taxDeduction.consent': 'consent',
};

/**
 * Errors from the rules or the server, under the form's field names. An amount error sits under the typed
 * amount when the donor typed one, else under the choices.
 */
export function pledgeFieldErrors(errors: FieldErrors, draft: PledgeDraft): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    let field: string = FIELD_OF_ERROR[key] ?? key;
    if (field === 'amountText' && draft.amountOption !== 'other') field = 'amountOption';
    if (!Object.hasOwn(mapped, field)) mapped[field] = message;
  }
  return mapped;
}

function draftAmount(draft: PledgeDraft): number {
  if (draft.amountOption !== 'other') return Number(draft.amountOption);
  const typed = checkDonationAmount(draft.amountText);
  // A typed amount that is not a number is left for the rules to refuse, in their words.
  return typed.ok ? typed.amount : Number.NaN;
}

/** The body of POST /api/gifts; the tax part only when offered (IPC details set) and asked for. */
export function pledgeBody(draft: PledgeDraft, taxOffered: boolean): Unchecked<GiftPledge> {
  return {
    amount: draftAmount(draft),
    project: draft.project,
    name: draft.name,
    showName: draft.showName === 'yes',
    email: draft.email,
    ...(taxOffered && draft.wantsDeduction === 'yes'
      ? {
          taxDeduction: {
            idType: draft.idType,
            idNumber: draft.idNumber,
            fullName: draft.idName,
            consent: draft.consent === 'yes',
          },
        }
      : {}),
  };
}

/**
 * Checks the form with the server's rules: the pledge to send, or errors by form field.
 * @example checkPledgeDraft({...EMPTY_PLEDGE, name: 'Ana Tan', email: 'ana@nard.example'}, false).ok // true
 */
export function checkPledgeDraft(
  draft: PledgeDraft,
  taxOffered: boolean,
): {ok: true; value: GiftPledge} | {ok: false; errors: FieldErrors} {
  const checked = checkForm(giftPledgeRules, pledgeBody(draft, taxOffered));
  return checked.ok ? checked : {ok: false, errors: pledgeFieldErrors(checked.errors, draft)};
}
