-- Deleting an account (PostgreSQL twin of ../017-account-deletion.sql).
ALTER TABLE users ADD COLUMN deleted_at BIGINT;
