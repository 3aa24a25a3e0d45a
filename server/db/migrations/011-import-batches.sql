-- A ledger import can be undone as a whole (issue 20): each imported row remembers its import.
ALTER TABLE contributors ADD COLUMN import_batch TEXT;
ALTER TABLE expenditures ADD COLUMN import_batch TEXT;
CREATE INDEX contributors_import_batch ON contributors (import_batch) WHERE import_batch IS NOT NULL;
CREATE INDEX expenditures_import_batch ON expenditures (import_batch) WHERE import_batch IS NOT NULL;
