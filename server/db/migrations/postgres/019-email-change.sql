-- Changing one's e-mail address (PostgreSQL twin of ../019-email-change.sql).
ALTER TABLE email_links ADD COLUMN changes_address INTEGER NOT NULL DEFAULT 0;
