// The contact form (SPEC section 5), with length limits because the message is stored and mailed.
import {defaulted, type Infer, object} from 'superstruct';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {boundedText, requiredText} from './fields.ts';
import {TEXT_LIMITS} from './form-limits.ts';
import {emailField} from './shared-fields.ts';

/**
 * Name, e-mail, optional subject (missing reads as ''), message.
 *
 * @example
 * checkForm(contactRules, {name: 'Ana', email: 'ana@nard.example', message: 'Hello'}).ok; // true
 */
export const contactRules = object({
  name: requiredText('name', {
    required: FIELD_MESSAGES.nameRequired,
    max: {length: TEXT_LIMITS.name, message: FIELD_MESSAGES.nameTooLong},
  }),
  email: emailField(FIELD_MESSAGES.contactEmailRequired, FIELD_MESSAGES.contactEmailInvalid),
  subject: defaulted(boundedText('subject', TEXT_LIMITS.subject, FIELD_MESSAGES.subjectTooLong), ''),
  message: requiredText('message', {
    required: FIELD_MESSAGES.messageRequired,
    max: {length: TEXT_LIMITS.message, message: FIELD_MESSAGES.messageTooLong},
    shape: 'multi-line',
  }),
});

/** A valid, cleaned contact body. */
export type ContactBody = Infer<typeof contactRules>;
