-- One row per sign-in (issue 40, decision 0046): the session id travels in the token (sid), so that logging out
-- ends that session only, and an unused session ends after its idle timeout (last_seen_at, written at most about
-- once a minute per session).
CREATE TABLE "sessions" (
  "id" text PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  "revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id");
--> statement-breakpoint
CREATE INDEX "sessions_last_seen_at_idx" ON "sessions" ("last_seen_at");
--> statement-breakpoint
-- A session ended (or removed) is announced like a change of its user's row (paywise_users, decision 0036): every
-- process drops the cached user with its sessions. last_seen_at moving announces nothing.
CREATE OR REPLACE FUNCTION paywise_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('paywise_users', OLD.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notify AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION paywise_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION paywise_sessions_changed();
