// The sentences core/rules' account, passkey, two-step, profile and gift rules answer with. Plain values
// here, not beside the rules, so the message books read them without loading a rule (or superstruct).

import {formatCents} from '../format/index.ts';
import {TEXT_LIMITS} from '../rules/form-limits.ts';

/** Larger gifts are arranged with staff (a call, a letter), not through the panel. */
export const MAX_PLEDGE_DOLLARS = 100_000;

export const DELETE_ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account.',
  wrongPassword: 'That password is not right. Your account is not deleted.',
  wrongPasskey: 'That passkey was not accepted for this account. Your account is not deleted.',
  gone: 'This account no longer exists.',
  deleted:
    'Your account is deleted. We sent a last e-mail to say so. Records we must keep (attendance, gifts for tax) no longer carry your name or contact details.',
} as const;

export const EMAIL_CHANGE_MESSAGES = {
  passwordRequired: 'Enter your password to change your e-mail address.',
  wrongPassword: 'That password is not right. Your e-mail address is not changed.',
  same: 'That is already your e-mail address.',
  sent: 'We sent a link to the new address. Open it within 24 hours to finish the change; until then, log in with your current address.',
  changed: 'Your new e-mail address is confirmed. Log in with it from now on.',
  taken: 'That address belongs to another account by now, so your address is not changed.',
} as const;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Give the passkey a name, such as "Work laptop".',
  nameTooLong: 'A passkey name can be at most 60 characters.',
  notUnderstood: 'The passkey’s answer was not understood. Please try again.',
  refused: 'That passkey was not accepted. Use a passkey saved for this site, or log in with your password.',
  notYours: 'That passkey was not accepted for this account. Use a passkey saved for it, or a code.',
  taken: 'This passkey is already saved, to this account or another.',
  unavailable:
    'Passkeys need this site opened by its name (such as localhost), not by an IP address, in a browser that supports them.',
  cancelled: 'The passkey was not used. Try again when you are ready.',
} as const;

/** What the two-step screens say. */
export const TWO_STEP_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  passkeyRequired: 'Use your passkey to finish logging in, or one of your recovery codes.',
  codeShape: 'A code is 6 digits from your authenticator app, or a recovery code like 7KQM3-XWA2P.',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  startAgain: 'This sign-in took too long or had too many wrong codes. Log in again with your password.',
  stepUpRequired:
    'Confirm it is you: use your passkey or enter a code from your authenticator app, then try again.',
  passwordAgain:
    'Confirm it is you: enter your password again, then try again. This keeps your account safe if someone else uses this device.',
  passwordNotEnough:
    'This account has two-step sign-in, so a password alone cannot confirm it. Use your passkey or a code.',
  passwordWrong: 'That password is not right.',
  setupCodeWrong:
    'That code does not match. Scan the QR code again, or type the key, and enter the newest code.',
} as const;

/** What the profile's own rules say (the fields they share with the application say it in FIELD_MESSAGES). */
export const PROFILE_MESSAGES = {
  languageInvalid: 'Choose English, 中文, Bahasa Melayu or தமிழ்.',
} as const;

/** The words the pledge form shows when something is wrong. */
export const GIFT_MESSAGES = {
  amount: `Enter an amount of more than $0 and at most ${formatCents(MAX_PLEDGE_DOLLARS * 100)}, with at most 2 numbers after the decimal point. For a larger gift, please contact us.`,
  project: 'Choose where your gift goes.',
  showName: 'Choose whether to show your name.',
  idType: 'Choose NRIC, FIN or UEN.',
  consent: 'To claim the tax deduction, agree to us passing these details to IRAS.',
  idNameRequired: 'Enter the name exactly as it is on the NRIC, FIN or company registration.',
  idNameTooLong: `The name may be at most ${TEXT_LIMITS.fullName} characters.`,
} as const;
