-- The home page's pop-up (PostgreSQL twin of ../010-home-popup.sql).
ALTER TABLE announcements ADD COLUMN popup INTEGER NOT NULL DEFAULT 0 CHECK (popup IN (0, 1));
CREATE UNIQUE INDEX announcements_one_popup ON announcements (popup) WHERE popup = 1;
