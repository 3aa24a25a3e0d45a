-- The outbox (issue 55): every mail is a row written in the transaction of the change that causes it, and
-- a sender loop (server/jobs/mail-sender.ts) hands it to SMTP later, so no request waits for the mail
-- server and a crash loses nothing. A receipt's row names its gift: its words and PDF are made when sent.
-- A sent row keeps no words (they may hold a reset code), only when it went, until the retention job.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  language TEXT NOT NULL,
  reply_to TEXT,
  attachments_json TEXT,
  receipt_gift_id INTEGER,
  -- What the log and the console call it, never the address: 'the receipt of gift 12'.
  what TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- A sender's lease: another instance takes the row only once it has passed (the sender died mid-send).
  claimed_until INTEGER,
  sent_at INTEGER,
  failed_at INTEGER,
  last_error TEXT
) STRICT;
CREATE INDEX mail_outbox_due ON mail_outbox (due_at) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX mail_outbox_gift ON mail_outbox (receipt_gift_id) WHERE receipt_gift_id IS NOT NULL;
CREATE INDEX mail_outbox_sent ON mail_outbox (sent_at) WHERE sent_at IS NOT NULL;
