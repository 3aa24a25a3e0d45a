// The catalogue's runtime: the four languages, books of compiled ICU messages, and their formatting.
export {
  type Book,
  type BookKey,
  COMPILED_MARK,
  defineBook,
  installMessageCompiler,
  loadBooks,
  type OtherLanguage,
  type Translation,
  type Words,
  wordsIn,
} from './book.ts';
// The books, one per part of the product (core/i18n/books/<book>/).
export {accountsBook} from './books/accounts/index.ts';
export {announcementsBook} from './books/announcements/index.ts';
export {API_MESSAGES, apiMessagesBook} from './books/api-messages/index.ts';
export {applicationBook} from './books/application/index.ts';
export {contactBook} from './books/contact/index.ts';
export {deleteAccountBook} from './books/delete-account/index.ts';
export {discoverBook} from './books/discover/index.ts';
export {emailChangeBook} from './books/email-change/index.ts';
export {eventsBook} from './books/events/index.ts';
export {faqBook} from './books/faq/index.ts';
export {fieldsBook} from './books/fields/index.ts';
export {giftMessagesBook} from './books/gift-messages/index.ts';
export {homeBook} from './books/home/index.ts';
export {homebizBook} from './books/homebiz/index.ts';
export {layoutBook} from './books/layout/index.ts';
export {licencesBook} from './books/licences/index.ts';
export {logInBook} from './books/log-in/index.ts';
export {mailsAccountBook} from './books/mails-account/index.ts';
export {mailsEventsBook} from './books/mails-events/index.ts';
export {mailsGiftsBook} from './books/mails-gifts/index.ts';
export {messagesBook} from './books/messages/index.ts';
export {notFoundBook} from './books/not-found/index.ts';
export {pagesBook} from './books/pages/index.ts';
export {passkeyMessagesBook} from './books/passkey-messages/index.ts';
export {passwordBook} from './books/password/index.ts';
export {passwordResetBook} from './books/password-reset/index.ts';
export {profileBook} from './books/profile/index.ts';
export {profileMessagesBook} from './books/profile-messages/index.ts';
export {projectsBook} from './books/projects/index.ts';
export {styleGuideBook} from './books/style-guide/index.ts';
export {twoStepMessagesBook} from './books/two-step-messages/index.ts';
export {uiBook} from './books/ui/index.ts';
export {translateKnownEnglish} from './known-english.ts';
export {
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  languageOfHeader,
  languageOfTags,
  OTHER_LANGUAGES,
} from './languages.ts';
export {
  type FormatLanguage,
  formatMessage,
  formatRichMessage,
  type Message,
  type MessageArgs,
  type Part,
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
  type TagRenderers,
} from './message.ts';
export {ANSWER_BOOKS, MESSAGE_BOOKS} from './message-books.ts';
