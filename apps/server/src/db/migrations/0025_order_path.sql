-- Every committed change of a users row is announced on the channel paywise_users (payload: the user's id), so that
-- each server process can drop its cached copy of the row at once (the session-user cache, decision 0036).
CREATE OR REPLACE FUNCTION paywise_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('paywise_users', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed_notify AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION paywise_users_changed();
