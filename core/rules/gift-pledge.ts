// A gift pledged from the donate panel (issue 22): the same rules on the site, in the nard-donate widget and
// on the server (POST /api/gifts). The amount is in dollars with at most two decimals; gifts above
// MAX_PLEDGE_DOLLARS go through staff. The tax part is asked for only when the donor wants the deduction,
// and then the number must be right for its type (tax-id.ts) and the PDPA consent given.
import {defaulted, define, type Infer, object, optional} from 'superstruct';
import {ANCHOR_PROJECTS} from '../content/projects.ts';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {GIFT_MESSAGES, MAX_PLEDGE_DOLLARS} from '../messages/rule-messages.ts';
import {requiredText} from './fields.ts';
import {TEXT_LIMITS} from './form-limits.ts';
import {emailField, fullNameField} from './shared-fields.ts';
import {normaliseTaxId, TAX_ID_REQUIRED, type TaxIdType, taxIdProblem} from './tax-id.ts';

export {GIFT_MESSAGES, MAX_PLEDGE_DOLLARS};

/** Where a gift goes: one of the four anchor projects, or wherever it is needed most. */
export const GIFT_PROJECTS = ['general', ...ANCHOR_PROJECTS.map((project) => project.id)] as const;
export type GiftProject = (typeof GIFT_PROJECTS)[number];

const amountField = define<number>('amount', (value) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return GIFT_MESSAGES.amount;
  const cents = Math.round(value * 100);
  // Two decimals at most: 12.345 is refused, not rounded behind the donor's back.
  if (Math.abs(cents - value * 100) > 1e-6) return GIFT_MESSAGES.amount;
  return cents > 0 && value <= MAX_PLEDGE_DOLLARS ? true : GIFT_MESSAGES.amount;
});

const projectField = define<GiftProject>('project', (value) =>
  (GIFT_PROJECTS as readonly unknown[]).includes(value) ? true : GIFT_MESSAGES.project,
);

const ID_TYPES = {NRIC: 'nric', FIN: 'fin', UEN: 'uen'} as const satisfies Record<string, TaxIdType>;
const idTypeField = define<keyof typeof ID_TYPES>('idType', (value) =>
  typeof value === 'string' && Object.hasOwn(ID_TYPES, value) ? true : GIFT_MESSAGES.idType,
);

const idNumberField = requiredText('idNumber', {
  required: TAX_ID_REQUIRED,
  max: {length: 20, message: 'The number is at most 10 characters.'},
  checks: [
    (value, form) => {
      const type = ID_TYPES[form.idType as keyof typeof ID_TYPES];
      // Without a type the type's own message says what to do.
      return type ? (taxIdProblem(type, value) ?? undefined) : undefined;
    },
  ],
});

const consentField = define<true>('consent', (value) => (value === true ? true : GIFT_MESSAGES.consent));

/** The tax part: which ID, its number (stored as IRAS files it: capitals, no spaces) and the name on it. */
export const taxDeductionRules = object({
  idType: idTypeField,
  idNumber: idNumberField,
  fullName: requiredText('fullName', {
    required: GIFT_MESSAGES.idNameRequired,
    max: {length: TEXT_LIMITS.fullName, message: GIFT_MESSAGES.idNameTooLong},
  }),
  consent: consentField,
});

/**
 * A pledge: amount, project, the donor's name and whether to show it, the e-mail for the receipt, and the
 * tax part when the donor wants the deduction.
 * @example checkForm(giftPledgeRules, {amount: 50, project: 'general', name: 'Ana', email: 'ana@nard.example'}).ok // true
 */
export const giftPledgeRules = object({
  amount: amountField,
  project: projectField,
  name: fullNameField,
  showName: defaulted(
    define<boolean>('showName', (value) => (typeof value === 'boolean' ? true : GIFT_MESSAGES.showName)),
    false,
  ),
  email: emailField(FIELD_MESSAGES.contactEmailRequired, FIELD_MESSAGES.contactEmailInvalid),
  taxDeduction: optional(taxDeductionRules),
});

/** A valid, cleaned pledge. */
export type GiftPledge = Infer<typeof giftPledgeRules>;

/** The ID number as it is stored and filed: capitals, no spaces or hyphens. */
export function filedIdNumber(pledge: Pick<GiftPledge, 'taxDeduction'>): string | null {
  return pledge.taxDeduction ? normaliseTaxId(pledge.taxDeduction.idNumber) : null;
}
