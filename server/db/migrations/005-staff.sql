-- The staff console (issue 13): roles, applicant review, the contact inbox, partner origins in the
-- database, uploaded audit PDFs, event capacity, and the activity log. Plain SQL, so the PostgreSQL
-- version can say the same things. Times are integer milliseconds since the epoch.

-- Roles: 'user' (everyone who signs up), 'staff', 'admin'. Older rows held '' for 'user'.
UPDATE users SET role = 'user' WHERE role NOT IN ('user', 'staff', 'admin');
-- Where the application came from: NULL for the foundation's own site, else the partner page's origin.
ALTER TABLE users ADD COLUMN signup_origin TEXT;
ALTER TABLE users ADD COLUMN applicant_status TEXT NOT NULL DEFAULT 'new'
  CHECK (applicant_status IN ('new', 'contacted', 'accepted', 'declined'));
ALTER TABLE users ADD COLUMN applicant_note TEXT NOT NULL DEFAULT '';
CREATE INDEX users_applicants ON users (applicant_type, region, applicant_status, created_at);

ALTER TABLE contact_messages ADD COLUMN handled_at INTEGER;
ALTER TABLE contact_messages ADD COLUMN handled_by TEXT;

-- Origins whose pages may write to the API (the volunteer form widget). PARTNER_ORIGINS seeds rows at
-- start; a removed row is kept with removed_at so the seed does not bring it back.
CREATE TABLE partner_origins (
  origin TEXT PRIMARY KEY,
  added_at INTEGER NOT NULL,
  added_by TEXT,
  removed_at INTEGER
) STRICT;

-- An uploaded report keeps its PDF in the database, so every server instance can serve it.
ALTER TABLE audit_reports ADD COLUMN pdf BLOB;
ALTER TABLE audit_reports ADD COLUMN uploaded_at INTEGER;

-- How many may sign up, whether both kinds of applicant may, and a cancelled event (kept for history).
ALTER TABLE events ADD COLUMN capacity INTEGER NOT NULL DEFAULT 10 CHECK (capacity BETWEEN 1 AND 500);
ALTER TABLE events ADD COLUMN open_to_both INTEGER NOT NULL DEFAULT 0 CHECK (open_to_both IN (0, 1));
ALTER TABLE events ADD COLUMN cancelled_at INTEGER;
UPDATE events SET capacity = max(json_array_length(needed_json), 1);

-- Who changed what and when: one row per staff write, with the record before and after (JSON, or NULL
-- for a create's before and a delete's after).
CREATE TABLE activity_log (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  actor_id TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_id TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT
) STRICT;
CREATE INDEX activity_log_by_time ON activity_log (at);
