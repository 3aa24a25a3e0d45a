// POST /api/contact: validated with core/rules, stored first (so nothing is lost), then mailed to the foundation.
import {Hono} from 'hono';
import {MESSAGES} from '../../../core/messages/index.ts';
import {contactRules} from '../../../core/rules/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import type {ContactMessage} from '../../content/store/content-store.ts';
import {answer, parseJsonBody} from '../../http/answers.ts';
import {clientKey} from '../../http/client-ip.ts';
import type {MailContent} from '../../mail/mailer.ts';
import {rateLimit} from '../../middleware/rate-limit.ts';
import type {ApplicantStores} from '../store/applicant-stores.ts';

// The rules already refuse line breaks in one-line fields; this keeps a header safe whatever changes there.
const oneLine = (value: string): string => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/**
 * The mail to the foundation's own inbox, the one mail that may carry a stranger's words: they are fenced
 * and named as the sender's, so staff never take them for ours (links in them are the sender's too).
 */
function contactMail(message: ContactMessage, receivedAt: number): MailContent {
  const subject = oneLine(message.subject) || 'No subject';
  return {
    // Our words around the sender's are English, as the foundation's inbox reads them (SPEC).
    language: 'en',
    subject: `Contact form: ${subject}`.slice(0, 200),
    text: [
      `A message came through the contact form on ${new Date(receivedAt).toISOString()}.`,
      'Reply to the e-mail address below only if the message looks genuine.',
      '',
      '----- What the sender typed (not checked by us) -----',
      `Name: ${oneLine(message.name)}`,
      `E-mail: ${oneLine(message.email)}`,
      `Subject: ${subject}`,
      '',
      message.message,
      '----- End of what the sender typed -----',
    ].join('\n'),
  };
}

/** POST /api/contact: stored first, then mailed to FOUNDATION_EMAIL; 5 a minute per client address. */
export function contactRoutes(deps: AppDeps<ApplicantStores>): Hono {
  const perIp = rateLimit({name: 'contact', limit: 5, windowMs: 60_000, deps, key: clientKey});
  return new Hono().post('/', perIp, async (c) => {
    const body = await parseJsonBody(c, contactRules);
    if (!body.ok) return body.response;
    const message: ContactMessage = {
      name: body.value.name,
      email: body.value.email,
      subject: body.value.subject ?? '',
      message: body.value.message,
    };
    const receivedAt = deps.now();
    await deps.store.saveContactMessage(message, receivedAt);
    try {
      // Reply reaches the sender; the address passed the e-mail rule, so it is one address and one line.
      await deps.mailer.send({
        to: deps.config.foundationEmail,
        replyTo: message.email,
        ...contactMail(message, receivedAt),
      });
    } catch (error) {
      // The message is stored, so the visitor's words are safe; staff can read it from the database.
      console.error('contact: stored, but the e-mail to the foundation failed', error);
    }
    return answer(c, 'POST /contact', {message: MESSAGES.formSubmitted}, 201);
  });
}
