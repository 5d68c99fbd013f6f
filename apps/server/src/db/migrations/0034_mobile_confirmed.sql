-- A sign-in number added by the account's proven owner (issue 40, decision 0042): set when the number was verified
-- after the password and with a verified email, or when the number made the account. A verified number without it
-- (added with only a session, before this rule) is dropped by a password reset, a password change and logging out
-- everywhere. A phone-first account (no password) is its number: it counts as confirmed.
ALTER TABLE "users" ADD COLUMN "mobile_confirmed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "mobile_confirmed_at" = "mobile_verified_at" WHERE "mobile_verified_at" IS NOT NULL AND "password_hash" IS NULL;
