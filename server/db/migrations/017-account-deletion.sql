-- Deleting an account (issue 24): the users row stays, emptied of every personal detail, so that the
-- records the foundation must keep (attendance for programme reports, gifts for tax) keep their counts and
-- their links; deleted_at says it happened, and keeps the row out of every list and log-in.
ALTER TABLE users ADD COLUMN deleted_at INTEGER;
