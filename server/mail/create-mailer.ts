// Picks the mailer from the configuration.
import type {ServerConfig} from '../config.ts';
import type {Mailer} from './mailer.ts';
import {createOutboxMailer} from './outbox-mailer.ts';
import {createSmtpMailer} from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(config.dataDir, config.mailFrom);
}
