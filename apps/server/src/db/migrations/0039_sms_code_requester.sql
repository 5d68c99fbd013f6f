-- Who asked for a sign-in code (issue 40, decision 0048): a keyed hash of the caller's address, so that only that
-- address's wrong tries count towards the 5 that void the code; another address's guesses are held by the limits
-- per address and per number instead. Null (codes sent before this column, profile and deletion codes): every
-- wrong try counts, as before.
ALTER TABLE "sms_otps" ADD COLUMN "requested_by" varchar(64);
