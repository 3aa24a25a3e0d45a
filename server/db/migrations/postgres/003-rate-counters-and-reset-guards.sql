-- Rate-limit counters shared by every instance on this database (PostgreSQL twin of
-- ../003-rate-counters-and-reset-guards.sql). Keys are '<limit>:<subject>'; e-mail subjects are HMACs.
CREATE TABLE rate_counters (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  reset_at BIGINT NOT NULL
);
CREATE INDEX rate_counters_reset ON rate_counters (reset_at);

-- Every code try per account, kept 30 days (see the SQLite file for why).
CREATE TABLE otp_code_tries (
  id BIGSERIAL PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tried_at BIGINT NOT NULL
);
CREATE INDEX otp_code_tries_user ON otp_code_tries (user_id, tried_at);
