-- The staff's gifts list a page at a time (issue 54): newest first, read along this index instead of sorting
-- every gift for each page (the expired pledges it leaves out are counted along gifts_status). A reference
-- typed whole is found by the UNIQUE index on reference; a part of a name or an e-mail is read from the rows.
CREATE INDEX gifts_newest ON gifts (created_at, id);
