-- Rate-limit counters shared by every process on this database (server/db/rate-counter-store.ts).
-- Keys are '<limit>:<subject>'; e-mail subjects are an HMAC of the address, never the address itself.
CREATE TABLE rate_counters (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
) STRICT;
CREATE INDEX rate_counters_reset ON rate_counters (reset_at);

-- Every code try per account, kept 30 days: past a small number the code step is closed for that account
-- (only the mailed link works), which bounds the chance of guessing a 4-digit code.
CREATE TABLE otp_code_tries (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tried_at INTEGER NOT NULL
) STRICT;
CREATE INDEX otp_code_tries_user ON otp_code_tries (user_id, tried_at);
