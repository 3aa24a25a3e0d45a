-- Names on event lists (issue 19 #16): a person's first name shows to other signed-in people on the
-- volunteer events they join only when they choose so; otherwise they are listed as "A volunteer".
ALTER TABLE users ADD COLUMN show_first_name INTEGER NOT NULL DEFAULT 0 CHECK (show_first_name IN (0, 1));
