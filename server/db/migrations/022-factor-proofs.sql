-- A stolen session cannot become the owner (issue 54). A session records when it last proved the password
-- (`password_at`: the log-in, or the password asked again) and when it first stood on two steps
-- (`two_step_at`: a second step passed, or the account's first factor added right after a password); the
-- staff routes want the latter, the step-up wants `second_step_at` (a factor the account already had).
-- Every change to a person's factors is kept (`factor_changes`) for their profile, and mailed to them.
-- A reset token (the mailed link, or what a code gave) is bound to the address it was mailed to, as a
-- code already is by its HMAC, so an address change leaves every one of them dead.
ALTER TABLE auth_sessions ADD COLUMN password_at INTEGER;
ALTER TABLE auth_sessions ADD COLUMN two_step_at INTEGER;
UPDATE auth_sessions SET two_step_at = second_step_at WHERE second_step_at IS NOT NULL;

CREATE TABLE factor_changes (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  change TEXT NOT NULL CHECK (
    change IN ('passkey-added', 'passkey-removed', 'app-added', 'app-removed', 'codes-renewed', 'reset-by-staff')
  ),
  at INTEGER NOT NULL,
  user_agent TEXT
) STRICT;
CREATE INDEX factor_changes_user ON factor_changes (user_id, at);

ALTER TABLE reset_tokens ADD COLUMN email TEXT;
-- Tokens from before this migration name no address: they stop working (they live minutes).
UPDATE reset_tokens SET consumed_at = 0 WHERE consumed_at IS NULL;
