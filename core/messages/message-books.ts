// The books of whole sentences the rules and the server produce (see known-english.ts). Their own area, so
// a page in English never loads them: English needs no lookup.

import {apiMessagesBook} from '../i18n/books/api-messages/index.ts';
import {deleteAccountBook} from '../i18n/books/delete-account/index.ts';
import {emailChangeBook} from '../i18n/books/email-change/index.ts';
import {fieldsBook} from '../i18n/books/fields/index.ts';
import {giftMessagesBook} from '../i18n/books/gift-messages/index.ts';
import {messagesBook} from '../i18n/books/messages/index.ts';
import {passkeyMessagesBook} from '../i18n/books/passkey-messages/index.ts';
import {profileMessagesBook} from '../i18n/books/profile-messages/index.ts';
import {twoStepMessagesBook} from '../i18n/books/two-step-messages/index.ts';
// The books by their own files, not through core/i18n's entry, so they land in this area's chunk.
import type {Book} from '../i18n/index.ts';

/**
 * The books of sentences a browser makes in English without a language (the rules' messages, toasts):
 * the site and the widgets translate these where they show them.
 */
export const MESSAGE_BOOKS: readonly Book<string>[] = [
  messagesBook,
  fieldsBook,
  deleteAccountBook,
  emailChangeBook,
  passkeyMessagesBook,
  twoStepMessagesBook,
  giftMessagesBook,
  profileMessagesBook,
];

/**
 * What the server's answers may say: the same sentences plus its own (`api-messages`). The site sends its
 * page's language, so it never needs the server's sentences itself and does not carry them.
 */
export const ANSWER_BOOKS: readonly Book<string>[] = [...MESSAGE_BOOKS, apiMessagesBook];
