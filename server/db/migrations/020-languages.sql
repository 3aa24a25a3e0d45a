-- The language we write to a person in (en, zh, ms, ta): an account's, from the page they signed up on and
-- changed on the profile; a gift's, from the page it was pledged on. Every mail to them is in it.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh', 'ms', 'ta'));
ALTER TABLE gifts ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh', 'ms', 'ta'));
