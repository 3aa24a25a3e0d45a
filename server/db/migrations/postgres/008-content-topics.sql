-- Each content notification names the table it came from ('<version>:<table>'), so an instance rebuilds
-- only the answers on that table: a sign-up no longer rebuilds the contributors ledger (issue 19).
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version BIGINT;
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  PERFORM pg_notify('nard_content', next_version::text || ':' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
