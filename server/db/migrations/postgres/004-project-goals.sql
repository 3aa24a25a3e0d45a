-- Each anchor project's fundraising goal, in integer cents (PostgreSQL twin of ../004-project-goals.sql).
-- NULL until the seed or staff set one. The anchor_projects trigger bumps the content version on change.
ALTER TABLE anchor_projects ADD COLUMN goal_cents BIGINT CHECK (goal_cents IS NULL OR goal_cents > 0);
