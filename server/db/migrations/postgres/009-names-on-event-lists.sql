-- Names on event lists (PostgreSQL twin of ../009-names-on-event-lists.sql).
ALTER TABLE users ADD COLUMN show_first_name INTEGER NOT NULL DEFAULT 0 CHECK (show_first_name IN (0, 1));
