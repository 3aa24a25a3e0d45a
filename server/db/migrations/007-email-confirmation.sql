-- E-mail confirmation (issue 19 #1): an account's address is confirmed when its owner opens the link we
-- mailed to it (or completes a reset with a mailed code). Until then we send it nothing beyond the welcome
-- and the person cannot sign up for events, so nobody can point our mails at someone else's address.
ALTER TABLE users ADD COLUMN email_confirmed_at INTEGER;

-- Single-use links that prove `email` belongs to `user_id`. Only the SHA-256 of the 256-bit token is kept.
-- The address is stored with the link so a link mailed to an old address cannot confirm a new one.
CREATE TABLE email_links (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER
) STRICT;
CREATE INDEX email_links_user ON email_links (user_id);
