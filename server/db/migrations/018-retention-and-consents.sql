-- Retention and consent (issue 24). job_runs: the daily clean-up claims its day once, so one process of
-- several runs it. consents: which wording of a notice a person agreed to, and when (the application, the
-- volunteer widget, a gift's tax deduction), kept with the account or the gift it belongs to.
CREATE TABLE job_runs (
  job TEXT NOT NULL,
  day TEXT NOT NULL,
  claimed_by TEXT NOT NULL,
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (job, day)
) STRICT;

CREATE TABLE consents (
  id INTEGER PRIMARY KEY,
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  gift_id INTEGER REFERENCES gifts (id) ON DELETE CASCADE,
  notice TEXT NOT NULL,
  given_at INTEGER NOT NULL
) STRICT;
CREATE INDEX consents_user ON consents (user_id);
CREATE INDEX consents_gift ON consents (gift_id);
