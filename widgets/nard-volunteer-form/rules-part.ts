// Entry of nard-volunteer-form-rules.js, which <nard-volunteer-form> loads after its first paint: core's
// application rules (superstruct), the toast texts of a send and the cities of each region: needed only once
// the applicant starts on the form; and keeping the draft around a send.
import {MESSAGES} from '../../core/data/index.ts';
import {WIDGET_WORDS} from '../../core/i18n/index.ts';
import {
  type ApplicantType,
  type ApplicationDraft,
  applicationSignupInput,
  checkForm,
  citiesOf,
  type FormCheck,
  type SignupBody,
  signupRules,
} from '../../core/rules/index.ts';
import {registerPart} from '../shared/lazy-part.ts';
import {clearDraft, saveDraft} from './draft.ts';

/** The thank-you after a send (confirmation.tsx). */
export type ConfirmationWords = {title: string; text: string; logIn: string};

/** What the part hands to the element. */
export type RulesPart = {
  check: (values: ApplicationDraft, type: ApplicantType) => FormCheck<SignupBody>;
  /** The city select's choices once a region is chosen (core's list; the region select needs none). */
  citiesOf: (region: string) => readonly string[];
  messages: {fillRequiredCorrectly: string; submittingDetails: string; registered: string};
  /** Keeping and forgetting the draft around a send (the first paint only reads it: draft.ts). */
  saveDraft: typeof saveDraft;
  confirmation: ConfirmationWords;
  clearDraft: typeof clearDraft;
};

/** The rules and messages, as registered. */
export const rulesPart: RulesPart = {
  check: (values, type) => checkForm(signupRules, applicationSignupInput(values, type)),
  citiesOf,
  messages: {
    fillRequiredCorrectly: MESSAGES.fillRequiredCorrectly,
    submittingDetails: MESSAGES.submittingDetails,
    registered: MESSAGES.checkEmailAfterSignup,
  },
  saveDraft,
  clearDraft,
  confirmation: {
    title: WIDGET_WORDS.thanksTitle,
    text: WIDGET_WORDS.thanksText,
    logIn: WIDGET_WORDS.logInOnSite,
  },
};

registerPart(rulesPart);
