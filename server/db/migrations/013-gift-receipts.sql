-- Gifts received (issue 22): the Singapore day of the pledge, what arrived and when, the receipt number, a void's reason, and how an offline
-- gift was paid. Receipt numbers come from receipt_counters, one row per year, raised in the same
-- transaction that marks a gift received: the series has no gap and no number twice (a voided gift keeps
-- its number). bank_transfers holds each imported bank statement row once, by its fingerprint, so the
-- same statement imported twice adds nothing; a transfer with no reference waits there for staff.
ALTER TABLE gifts ADD COLUMN pledged_on TEXT;
ALTER TABLE gifts ADD COLUMN received_cents INTEGER;
ALTER TABLE gifts ADD COLUMN received_on TEXT;
ALTER TABLE gifts ADD COLUMN receipt_number TEXT;
ALTER TABLE gifts ADD COLUMN void_reason TEXT;
ALTER TABLE gifts ADD COLUMN paid_by TEXT;
CREATE UNIQUE INDEX gifts_receipt_number ON gifts (receipt_number);
CREATE INDEX gifts_gift_day ON gifts (received_on, pledged_on);

CREATE TABLE receipt_counters (
  year INTEGER PRIMARY KEY,
  last INTEGER NOT NULL
) STRICT;

CREATE TABLE bank_transfers (
  id INTEGER PRIMARY KEY,
  fingerprint TEXT NOT NULL UNIQUE,
  date TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  text TEXT NOT NULL,
  gift_id INTEGER REFERENCES gifts (id),
  outcome TEXT NOT NULL,
  imported_at INTEGER NOT NULL,
  imported_by TEXT NOT NULL
) STRICT;
CREATE INDEX bank_transfers_outcome ON bank_transfers (outcome, date);
