-- Each anchor project's fundraising goal, in INTEGER cents. NULL until the seed or staff set one; the
-- pages then show what was raised without a percentage. Staff edit it (PUT /api/staff/projects/:id).
ALTER TABLE anchor_projects ADD COLUMN goal_cents INTEGER CHECK (goal_cents IS NULL OR goal_cents > 0);
