-- Gifts (issue 22): a pledge made from the donate panel, with the reference the donor puts in the transfer.
-- The tax ID number is never stored in plain text: `tax_id_sealed` is AES-256-GCM under the data key (the
-- IRAS file unseals it), and `tax_id_masked` is what every screen and answer shows (S****567D).
CREATE TABLE gifts (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  project TEXT NOT NULL,
  donor_name TEXT NOT NULL,
  show_name INTEGER NOT NULL DEFAULT 0,
  email TEXT NOT NULL,
  tax_id_type TEXT,
  tax_id_sealed TEXT,
  tax_id_masked TEXT,
  tax_name TEXT,
  consent_at INTEGER,
  status TEXT NOT NULL DEFAULT 'pledged',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX gifts_status ON gifts (status, created_at);
CREATE INDEX gifts_email ON gifts (email);
