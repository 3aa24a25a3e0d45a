-- A saved bank statement is an import (issue 55): its transfers name it, so "Undo this statement" can take
-- back what it did, once (undone_at is set by the undo that wins). An undone import's transfers are
-- deleted, so the right statement can be imported again; the import's row stays, as Activity's does.
-- An import whose receipt mail went out (mail_outbox, migration 025) cannot be undone: the donor holds it.
CREATE TABLE statement_imports (
  id INTEGER PRIMARY KEY,
  imported_at INTEGER NOT NULL,
  imported_by TEXT NOT NULL,
  undone_at INTEGER,
  undone_by TEXT
) STRICT;
ALTER TABLE bank_transfers ADD COLUMN import_id INTEGER REFERENCES statement_imports (id);
CREATE INDEX bank_transfers_import ON bank_transfers (import_id) WHERE import_id IS NOT NULL;
