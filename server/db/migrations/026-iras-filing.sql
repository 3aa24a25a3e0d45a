-- The IRAS file as IPCs file it (issue 55). Receipt numbers are a prefix of at most 3 letters or digits
-- and 7 digits (NRD0000123), one series per prefix for every year, so a number never repeats within the
-- organisation; receipts already issued keep their older numbers. A file staff download is kept with the
-- gifts it held as they were then (iras_filed_gifts); marked submitted, those gifts count as filed, and a
-- later change to one (voided, refunded, another amount, ID or name) is listed "To correct with IRAS" until
-- an amendment file of it is submitted. The ID number is compared by its HMAC, never kept readable here.
-- The per-year counters of the old NARD-YYYY-NNNNNN form give way to one series per prefix; the numbers
-- already issued stay on their gifts, and the two forms cannot collide.
DROP TABLE receipt_counters;

CREATE TABLE receipt_series (
  prefix TEXT PRIMARY KEY,
  last INTEGER NOT NULL
) STRICT;

CREATE TABLE iras_filings (
  id INTEGER PRIMARY KEY,
  basis_year INTEGER NOT NULL,
  batch TEXT NOT NULL CHECK (batch IN ('O', 'A')),
  prepared_at INTEGER NOT NULL,
  prepared_by TEXT NOT NULL,
  submitted_on TEXT,
  submitted_by TEXT,
  records INTEGER NOT NULL,
  total_dollars INTEGER NOT NULL
) STRICT;
CREATE INDEX iras_filings_year ON iras_filings (basis_year, submitted_on);

CREATE TABLE iras_filed_gifts (
  filing_id INTEGER NOT NULL REFERENCES iras_filings (id) ON DELETE CASCADE,
  gift_id INTEGER NOT NULL REFERENCES gifts (id),
  receipt_number TEXT NOT NULL,
  id_type TEXT NOT NULL,
  id_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  amount_dollars INTEGER NOT NULL,
  donated_on TEXT NOT NULL,
  PRIMARY KEY (filing_id, gift_id)
) STRICT;
CREATE INDEX iras_filed_gifts_gift ON iras_filed_gifts (gift_id, filing_id);
