// Sentences made in English without a language, translated where they are shown (decision 031).

// The books of those sentences; here, not in core/i18n's entry, so an English page never loads them.
export {API_MESSAGES, apiMessagesBook} from '../i18n/books/api-messages/index.ts';
export {deleteAccountBook} from '../i18n/books/delete-account/index.ts';
export {emailChangeBook} from '../i18n/books/email-change/index.ts';
export {fieldsBook} from '../i18n/books/fields/index.ts';
export {giftMessagesBook} from '../i18n/books/gift-messages/index.ts';
export {messagesBook} from '../i18n/books/messages/index.ts';
export {passkeyMessagesBook} from '../i18n/books/passkey-messages/index.ts';
export {profileMessagesBook} from '../i18n/books/profile-messages/index.ts';
export {twoStepMessagesBook} from '../i18n/books/two-step-messages/index.ts';
export {translateKnownEnglish} from './known-english.ts';
export {ANSWER_BOOKS, MESSAGE_BOOKS} from './message-books.ts';
export {FIELD_MESSAGES, MESSAGES, NETWORK_ERROR_MESSAGE} from './messages.ts';
export {
  DELETE_ACCOUNT_MESSAGES,
  EMAIL_CHANGE_MESSAGES,
  GIFT_MESSAGES,
  MAX_PLEDGE_DOLLARS,
  PASSKEY_MESSAGES,
  PROFILE_MESSAGES,
  TWO_STEP_MESSAGES,
} from './rule-messages.ts';
