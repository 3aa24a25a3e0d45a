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

/** Every book whose English sentences may reach a reader as text made without a language. */
export const MESSAGE_BOOKS: readonly Book<string>[] = [
  messagesBook,
  fieldsBook,
  deleteAccountBook,
  emailChangeBook,
  passkeyMessagesBook,
  twoStepMessagesBook,
  giftMessagesBook,
  profileMessagesBook,
  apiMessagesBook,
];
