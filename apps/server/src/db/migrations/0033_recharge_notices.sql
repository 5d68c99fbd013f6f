-- Setu prepaid webhooks whose status query failed (issue 46, decision 0041): kept and asked again by the
-- recharge-notices job until the status query answers, so that a notice Setu does not deliver again is not lost.
CREATE TABLE "recharge_notices" (
  "order_id" bigint PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
  "kind" varchar(20) NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL,
  "attempts" integer DEFAULT 1 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_error" varchar(200)
);
--> statement-breakpoint
CREATE INDEX "recharge_notices_next_attempt_at_idx" ON "recharge_notices" ("next_attempt_at");
