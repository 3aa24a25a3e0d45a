-- Passkeys and the step-up (issue 23): each WebAuthn credential a person registered (its id and public
-- key as base64url, the signature counter, the transports the browser named), the one-time challenges the
-- ceremonies sign, and when a session last proved a second step (a passkey or a code), which the
-- sensitive staff actions (roles, partner sites, the two exports) ask to be within 10 minutes.
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
) STRICT;
CREATE INDEX passkeys_user ON passkeys (user_id);

CREATE TABLE passkey_challenges (
  challenge TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);

ALTER TABLE auth_sessions ADD COLUMN second_step_at INTEGER;
