-- The staff's gifts list a page at a time (PostgreSQL twin of ../023-gift-list.sql).
CREATE INDEX gifts_newest ON gifts (created_at, id);
