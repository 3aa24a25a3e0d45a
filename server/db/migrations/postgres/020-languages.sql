-- The language we write to a person in (PostgreSQL twin of ../020-languages.sql).
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh', 'ms', 'ta'));
ALTER TABLE gifts ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh', 'ms', 'ta'));
