-- My gifts without applying (issue 56): a link mailed to an address opens, once, a short session that
-- reads only the gifts given with that address (their receipts and statements). Only the tokens' hashes
-- are kept; nothing here is an account, so a donor is never among applicants.
CREATE TABLE donor_links (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER
) STRICT;
CREATE INDEX donor_links_expiry ON donor_links (expires_at);

CREATE TABLE donor_sessions (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
) STRICT;
CREATE INDEX donor_sessions_expiry ON donor_sessions (expires_at);
