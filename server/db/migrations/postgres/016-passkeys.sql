-- Passkeys and the step-up (PostgreSQL twin of ../016-passkeys.sql).
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter BIGINT NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  created_at BIGINT NOT NULL,
  last_used_at BIGINT
);
CREATE INDEX passkeys_user ON passkeys (user_id);

CREATE TABLE passkey_challenges (
  challenge TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  expires_at BIGINT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);

ALTER TABLE auth_sessions ADD COLUMN second_step_at BIGINT;
