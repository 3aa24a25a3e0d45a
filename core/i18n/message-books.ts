// The books of whole sentences the rules and the server produce (see known-english.ts).

import type {Book} from './book.ts';
import {apiMessagesBook} from './books/api-messages/index.ts';
import {deleteAccountBook} from './books/delete-account/index.ts';
import {emailChangeBook} from './books/email-change/index.ts';
import {fieldsBook} from './books/fields/index.ts';
import {giftMessagesBook} from './books/gift-messages/index.ts';
import {messagesBook} from './books/messages/index.ts';
import {passkeyMessagesBook} from './books/passkey-messages/index.ts';
import {profileMessagesBook} from './books/profile-messages/index.ts';
import {twoStepMessagesBook} from './books/two-step-messages/index.ts';

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
