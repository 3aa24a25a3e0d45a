-- Announcements and events in 中文, Bahasa Melayu and தமிழ் beside the English (decision 032): one nullable
-- column per translated field and language. A language's fields are set together or all NULL (the staff
-- content rules refuse a half-filled one); NULL shows the English to that language's readers.
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
