-- My gifts without applying (PostgreSQL twin of ../028-donor-access.sql).
CREATE TABLE donor_links (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  consumed_at BIGINT
);
CREATE INDEX donor_links_expiry ON donor_links (expires_at);

CREATE TABLE donor_sessions (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  revoked_at BIGINT
);
CREATE INDEX donor_sessions_expiry ON donor_sessions (expires_at);
