// The one mail interface: SMTP in production, .eml files in DATA_DIR/outbox when no SMTP server is set.
import type {Language} from '../../core/i18n/index.ts';

/** A file sent with a mail, e.g. an event's calendar entry (`text/calendar`). */
export type MailAttachment = {filename: string; content: string | Buffer; contentType: string};

/**
 * A mail's words and the language they are in, sent as its Content-Language (mail-message.ts), so the
 * reader's mail program picks fonts and a screen reader's voice for it.
 */
export type MailContent = {subject: string; text: string; language: Language};

/**
 * One plain-text e-mail. `to` is a single address; `replyTo` (one address that passed the e-mail rule)
 * is where Reply goes, e.g. the sender of a contact message.
 */
export type MailMessage = MailContent & {
  to: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

/** Sends mail; rejects when the message could not be handed over. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Releases the SMTP connection pool, if any. */
  close(): void;
};
