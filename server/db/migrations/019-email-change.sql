-- Changing one's e-mail address (issue 24): a link mailed to the new address moves the account to it when
-- opened; a confirmation link of the old kind never changes an address.
ALTER TABLE email_links ADD COLUMN changes_address INTEGER NOT NULL DEFAULT 0;
