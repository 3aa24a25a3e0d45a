-- Public content. Amounts are INTEGER cents so totals never drift; dates are YYYY-MM-DD text.
CREATE TABLE anchor_projects (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL
) STRICT;

CREATE TABLE contributors (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  anchor_project_id TEXT NOT NULL REFERENCES anchor_projects (id)
) STRICT;
CREATE INDEX contributors_by_project ON contributors (anchor_project_id, date);

CREATE TABLE expenditures (
  id INTEGER PRIMARY KEY,
  item TEXT NOT NULL,
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  detail TEXT NOT NULL,
  anchor_project_id TEXT NOT NULL REFERENCES anchor_projects (id)
) STRICT;
CREATE INDEX expenditures_by_project ON expenditures (anchor_project_id, date);

CREATE TABLE audit_reports (
  year INTEGER PRIMARY KEY CHECK (year BETWEEN 2000 AND 2100),
  url TEXT NOT NULL
) STRICT;

CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  title TEXT NOT NULL,
  description TEXT NOT NULL
) STRICT;

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('volunteer', 'work')),
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  description TEXT NOT NULL,
  venue TEXT NOT NULL,
  time TEXT NOT NULL,
  task TEXT NOT NULL,
  needed_json TEXT NOT NULL CHECK (json_type(needed_json) = 'array'),
  signed_up_json TEXT NOT NULL CHECK (json_type(signed_up_json) = 'array'),
  ojt_hours INTEGER NOT NULL DEFAULT 0 CHECK (ojt_hours >= 0),
  ojt_total INTEGER NOT NULL DEFAULT 0 CHECK (ojt_total >= 0)
) STRICT;
CREATE INDEX events_by_type ON events (type, date);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  received_at TEXT NOT NULL
) STRICT;
