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
export {applicationBook} from './books/application/index.ts';
export {contactBook} from './books/contact/index.ts';
export {contributionPageBook} from './books/contribution-page/index.ts';
export {contributionsBook} from './books/contributions/index.ts';
export {discoverBook} from './books/discover/index.ts';
export {donateBook} from './books/donate/index.ts';
export {eventsBook} from './books/events/index.ts';
export {faqBook} from './books/faq/index.ts';
export {figuresBook} from './books/figures/index.ts';
export {homeBook} from './books/home/index.ts';
export {homebizBook} from './books/homebiz/index.ts';
export {layoutBook} from './books/layout/index.ts';
export {licencesBook} from './books/licences/index.ts';
export {logInBook} from './books/log-in/index.ts';
export {mailsAccountBook} from './books/mails-account/index.ts';
export {mailsEventsBook} from './books/mails-events/index.ts';
export {mailsGiftsBook} from './books/mails-gifts/index.ts';
export {notFoundBook} from './books/not-found/index.ts';
export {pageDescriptionsBook} from './books/page-descriptions/index.ts';
export {pagesBook} from './books/pages/index.ts';
export {passwordBook} from './books/password/index.ts';
export {passwordResetBook} from './books/password-reset/index.ts';
export {profileBook} from './books/profile/index.ts';
export {projectsBook} from './books/projects/index.ts';
export {receiptsBook} from './books/receipts/index.ts';
export {styleGuideBook} from './books/style-guide/index.ts';
export {uiBook} from './books/ui/index.ts';
export {uiAccountBook} from './books/ui-account/index.ts';
export {WIDGET_WORDS, widgetsBook} from './books/widget-words/index.ts';
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
export {
  fill,
  inEnglish,
  pseudoTemplate,
  splitPlaces,
  type Translator,
  templateOf,
  translatorIn,
} from './translator.ts';
