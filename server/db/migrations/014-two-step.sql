-- Two-step sign-in (issue 23): an authenticator app's TOTP secret (sealed, like a refresh token's
-- successor), the last time step accepted (a code is taken once), ten single-use recovery codes (HMACs
-- only), and the short-lived challenge a password opens for the second step.
CREATE TABLE totp_factors (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_sealed TEXT NOT NULL,
  confirmed_at INTEGER,
  last_step INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL UNIQUE,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX recovery_codes_user ON recovery_codes (user_id);

CREATE TABLE two_step_challenges (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX two_step_challenges_expiry ON two_step_challenges (expires_at);
