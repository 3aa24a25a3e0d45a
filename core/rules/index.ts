// Validation rules shared by the site, the widgets and the server (superstruct, SPEC section 5 messages).

export {DELETE_ACCOUNT_MESSAGES, deleteAccountRules} from './account-deletion.ts';
export {
  type ApplicationDetails,
  type ApplicationForm,
  applicationDetailsRules,
  applicationRules,
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
  toInternationalPhone,
} from './application-draft.ts';
export {
  APPLICATION_FIELD_WORDS,
  APPLICATION_TITLES,
  APPLICATION_WORDS,
  cityPrompt,
  type FieldWords,
} from './application-words.ts';
export {checkForm, type FieldErrors, FORM_ERROR_KEY, type FormCheck} from './check-form.ts';
export {type ContactBody, contactRules} from './contact.ts';
export {
  FieldProblem,
  readAmountCents,
  readChoice,
  readDate,
  readInteger,
  readNames,
  readProject,
  readReportUrl,
  readText,
  readYesNo,
} from './content-fields.ts';
export {
  CONTENT_FIELDS,
  CONTENT_KINDS,
  type ContentKind,
  checkContentRecord,
  contentFieldsOf,
  EVENT_CAPACITY_MAX,
  type FieldProblemReport,
  fieldLabel,
  type ProjectChoices,
  readContentRecord,
  UNKNOWN_FIELD_MESSAGE,
} from './content-records.ts';
export {type DonorSessionBody, donorLinkRules, donorSessionRules} from './donor-access.ts';
export {EMAIL_CHANGE_MESSAGES, emailChangeRules} from './email-change.ts';
export {type ConfirmEmailBody, confirmEmailRules} from './email-confirmation.ts';
export {
  AGE_OPTIONS,
  type AgeOption,
  DEFAULT_PHONE_COUNTRY,
  MIN_AGE,
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
  MAX_PLEDGE_DOLLARS,
  taxDeductionRules,
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
  type GiftUpdate,
  giftTaxIdRules,
  giftUpdateRules,
  irasSubmittedRules,
  MAX_GIFTS_AT_ONCE,
  MAX_STAFF_GIFT_DOLLARS,
  type OfflineGift,
  offlineGiftRules,
  PAID_BY_LABELS,
  type PaidBy,
  storedDay,
  type TransferSettle,
  transferDonorRules,
  transferSettleRules,
} from './gift-staff.ts';
export {type ForgotPasswordBody, forgotPasswordRules, type LoginBody, loginRules} from './login.ts';
export {
  type AddPasskeyBody,
  addPasskeyRules,
  PASSKEY_MESSAGES,
  type PasskeyAssertion,
  type PasskeyAttestation,
  passkeyAssertion,
  passkeySignInRules,
} from './passkeys.ts';
export {type OtpBody, otpRules, type UpdatePasswordBody, updatePasswordRules} from './password-reset.ts';
export {EMAIL_PATTERN, OTP_PATTERN, PASSWORD_PATTERN, PASSWORD_SYMBOLS} from './patterns.ts';
export {plainTextProblem, refusedCharacter, type TextShape} from './plain-text.ts';
export {languageField, PROFILE_MESSAGES, type ProfileBody, profileRules} from './profile.ts';
export {isRegionKey, REGION_KEYS, REGION_LABELS, REGIONS, type RegionKey} from './regions.ts';
export {
  APPLICANT_NOTE_MAX,
  type ApplicantReviewBody,
  type AttendanceBody,
  applicantReviewRules,
  attendanceRules,
  csvImportRules,
  goalCentsOf,
  IMPORT_MAX_CHARS,
  type MessageHandledBody,
  messageHandledRules,
  originOf,
  type PartnerOriginBody,
  partnerOriginRules,
  projectGoalRules,
  type RoleChangeBody,
  roleChangeRules,
} from './staff.ts';
export {
  checkLetter,
  maskTaxId,
  normaliseTaxId,
  TAX_ID_REQUIRED,
  type TaxIdType,
  taxIdProblem,
  type UenForm,
  uenForm,
} from './tax-id.ts';
export {
  passwordAgainRules,
  type StepUpBody,
  secondStepRules,
  stepUpRules,
  TWO_STEP_MESSAGES,
  type TwoStepBody,
  totpConfirmRules,
  twoStepRules,
} from './two-step.ts';
