-- Two-step sign-in with an authenticator app (TOTP, issue 40, decision 0047). users.two_factor_at is set when the
-- account confirmed its secret with a code: from then on a password sign-in asks for a code. It is on users so that
-- the session cache (decision 0036) is told of every change by the users trigger.
ALTER TABLE "users" ADD COLUMN "two_factor_at" timestamp with time zone;
--> statement-breakpoint
-- The account's TOTP secret, encrypted (AES-256-GCM, a key derived from JWT_SECRET), never shown after enrolment.
-- A row without users.two_factor_at is an enrolment not confirmed yet. last_time_step: the 30-second step of the
-- last code accepted; a code of that step or an earlier one is refused (no replay).
CREATE TABLE "two_factor_secrets" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "secret_ciphertext" text NOT NULL,
  "last_time_step" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Ten single-use recovery codes per confirmed enrolment, kept only as a keyed hash; used_at once one signed in.
CREATE TABLE "two_factor_recovery_codes" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "two_factor_recovery_codes_user_code_key" UNIQUE ("user_id", "code_hash")
);
