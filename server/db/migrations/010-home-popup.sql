-- The home page's pop-up is an announcement staff choose, or none (issue 20). At most one at a time: a
-- partial unique index, so two staff choosing at once cannot leave two.
ALTER TABLE announcements ADD COLUMN popup INTEGER NOT NULL DEFAULT 0 CHECK (popup IN (0, 1));
CREATE UNIQUE INDEX announcements_one_popup ON announcements (popup) WHERE popup = 1;
