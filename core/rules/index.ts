// Validation rules shared by the site, the widgets and the server (superstruct, SPEC section 5 messages).

export {DELETE_ACCOUNT_MESSAGES, deleteAccountRules} from './account-deletion.ts';
export {
  type ApplicationDetails,
  applicationDetailsRules,
  type SignupBody,
  signupRules,
} from './application.ts';
export {
  type ApplicantType,
  type ApplicationDraft,
  type ApplicationField,
  applicationSignupInput,
  changeApplicationField,
  citiesOf,
  EMPTY_APPLICATION,
} from './application-draft.ts';
export {
  APPLICATION_FIELD_WORDS,
  APPLICATION_TITLES,
  APPLICATION_WORDS,
  cityPrompt,
} from './application-words.ts';
export {checkForm, type FieldErrors} from './check-form.ts';
export {type ContactBody, contactRules} from './contact.ts';
export {FieldProblem, readAmountCents, readDate, readInteger} from './content-fields.ts';
export {
  CONTENT_KINDS,
  type ContentKind,
  checkContentRecord,
  contentFieldsOf,
  type ProjectChoices,
  readContentRecord,
} from './content-records.ts';
export {donorLinkRules, donorSessionRules} from './donor-access.ts';
export {EMAIL_CHANGE_MESSAGES, emailChangeRules} from './email-change.ts';
export {type ConfirmEmailBody, confirmEmailRules} from './email-confirmation.ts';
export {
  AGE_OPTIONS,
  type AgeOption,
  DEFAULT_PHONE_COUNTRY,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_LIMITS,
} from './form-limits.ts';
export {
  filedIdNumber,
  GIFT_MESSAGES,
  GIFT_PROJECTS,
  type GiftPledge,
  type GiftProject,
  giftPledgeRules,
} from './gift-pledge.ts';
export {
  type OutOfRange,
  outOfRange,
  type ReceivedOnRange,
  receivedOnProblem,
  receivedOnRange,
} from './gift-received-on.ts';
export {
  bulkReceiveRules,
  GIFT_STAFF_MESSAGES,
  giftTaxIdRules,
  giftUpdateRules,
  irasSubmittedRules,
  offlineGiftRules,
  PAID_BY_LABELS,
  type PaidBy,
  storedDay,
  transferDonorRules,
  transferSettleRules,
} from './gift-staff.ts';
export {type ForgotPasswordBody, forgotPasswordRules, type LoginBody, loginRules} from './login.ts';
export {
  addPasskeyRules,
  PASSKEY_MESSAGES,
  type PasskeyAssertion,
  type PasskeyAttestation,
  passkeySignInRules,
} from './passkeys.ts';
export {type OtpBody, otpRules, type UpdatePasswordBody, updatePasswordRules} from './password-reset.ts';
export {PASSWORD_SYMBOLS} from './patterns.ts';
export {plainTextProblem, refusedCharacter} from './plain-text.ts';
export {type ProfileBody, profileRules} from './profile.ts';
export {isRegionKey, REGION_KEYS, REGION_LABELS, REGIONS, type RegionKey} from './regions.ts';
export {
  applicantReviewRules,
  attendanceRules,
  csvImportRules,
  goalCentsOf,
  messageHandledRules,
  originOf,
  partnerOriginRules,
  projectGoalRules,
  roleChangeRules,
} from './staff.ts';
export {maskTaxId, normaliseTaxId, type UenForm, uenForm} from './tax-id.ts';
export {
  passwordAgainRules,
  secondStepRules,
  stepUpRules,
  TWO_STEP_MESSAGES,
  type TwoStepBody,
  totpConfirmRules,
  twoStepRules,
} from './two-step.ts';
