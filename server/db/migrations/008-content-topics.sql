-- Twin of postgres/008-content-topics.sql, which makes each content notification name its table. SQLite has
-- no notifications (PRAGMA data_version cannot say what changed), so nothing changes here.
SELECT 1;
