-- Accounts and everything that authenticates them. Times are integer milliseconds since the epoch.
-- Secrets (refresh tokens, reset tokens, codes) are stored only as hashes (ASVS 2.4, 3.5).

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  full_name TEXT NOT NULL,
  age TEXT NOT NULL,
  region TEXT NOT NULL,
  city TEXT NOT NULL,
  phone_number TEXT NOT NULL DEFAULT '',
  emergency_contact TEXT NOT NULL DEFAULT '',
  profession TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  applicant_type TEXT NOT NULL CHECK (applicant_type IN ('volunteer', 'work')),
  role TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

-- One row per login: the refresh-token family. Revoking it ends every token of the family and every
-- access token that names it (`sid`).
CREATE TABLE auth_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
) STRICT;
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

CREATE TABLE refresh_tokens (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  rotated_at INTEGER,
  -- The successor, sealed with AES-GCM, readable only during the grace window after rotation.
  successor_sealed TEXT
) STRICT;
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE otp_codes (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  consumed_at INTEGER
) STRICT;
CREATE INDEX otp_codes_user ON otp_codes (user_id, id);

-- Every code request, known e-mail or not, keyed by an HMAC of the address: the resend pause and the daily
-- cap must behave the same for unknown addresses, or they would reveal which accounts exist.
CREATE TABLE otp_requests (
  email_key TEXT NOT NULL,
  requested_at INTEGER NOT NULL
) STRICT;
CREATE INDEX otp_requests_email ON otp_requests (email_key, requested_at);

CREATE TABLE reset_tokens (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER
) STRICT;
CREATE INDEX reset_tokens_user ON reset_tokens (user_id);

-- Stored first answers for `Idempotency-Key` retries; `request_hash` is an HMAC (bodies hold passwords).
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, idempotency_key)
) STRICT;
