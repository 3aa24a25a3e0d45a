-- Signed-in devices (issue 23): the browser a session started in (its User-Agent, cut to 300 characters)
-- and when it was last used (set on each token refresh), so the profile can list them.
ALTER TABLE auth_sessions ADD COLUMN user_agent TEXT;
ALTER TABLE auth_sessions ADD COLUMN last_seen_at INTEGER;
