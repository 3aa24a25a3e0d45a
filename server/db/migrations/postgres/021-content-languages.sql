-- Announcements and events in other languages (PostgreSQL twin of ../021-content-languages.sql). The
-- columns sit on the content tables, so their triggers (008) already move the announcements and events
-- topics on every change.
ALTER TABLE announcements ADD COLUMN title_zh TEXT;
ALTER TABLE announcements ADD COLUMN description_zh TEXT;
ALTER TABLE announcements ADD COLUMN title_ms TEXT;
ALTER TABLE announcements ADD COLUMN description_ms TEXT;
ALTER TABLE announcements ADD COLUMN title_ta TEXT;
ALTER TABLE announcements ADD COLUMN description_ta TEXT;
ALTER TABLE events ADD COLUMN description_zh TEXT;
ALTER TABLE events ADD COLUMN task_zh TEXT;
ALTER TABLE events ADD COLUMN description_ms TEXT;
ALTER TABLE events ADD COLUMN task_ms TEXT;
ALTER TABLE events ADD COLUMN description_ta TEXT;
ALTER TABLE events ADD COLUMN task_ta TEXT;
