// Entry of nard-volunteer-form-rules.js, which <nard-volunteer-form> loads after its first paint: core's
// application rules (superstruct) and the toast texts of a send, needed only once the applicant submits.
import {MESSAGES} from '../../core/data/index.ts';
import {
  type ApplicantType,
  type ApplicationDraft,
  applicationSignupInput,
  checkForm,
  type FormCheck,
  type SignupBody,
  signupRules,
} from '../../core/rules/index.ts';
import {registerPart} from '../shared/lazy-part.ts';

/** What the part hands to the element. */
export type RulesPart = {
  check: (values: ApplicationDraft, type: ApplicantType) => FormCheck<SignupBody>;
  messages: {fillRequiredCorrectly: string; submittingDetails: string; registered: string};
};

/** The rules and messages, as registered. */
export const rulesPart: RulesPart = {
  check: (values, type) => checkForm(signupRules, applicationSignupInput(values, type)),
  messages: {
    fillRequiredCorrectly: MESSAGES.fillRequiredCorrectly,
    submittingDetails: MESSAGES.submittingDetails,
    registered: MESSAGES.checkEmailAfterSignup,
  },
};

registerPart(rulesPart);
