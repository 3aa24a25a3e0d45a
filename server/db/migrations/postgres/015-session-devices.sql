-- Signed-in devices (PostgreSQL twin of ../015-session-devices.sql).
ALTER TABLE auth_sessions ADD COLUMN user_agent TEXT;
ALTER TABLE auth_sessions ADD COLUMN last_seen_at BIGINT;
