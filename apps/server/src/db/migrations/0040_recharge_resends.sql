-- A recharge request Setu says it never received (ERR003 on recharge/status) is sent again, the same request with
-- the same paymentRefId (Setu refuses a repeated one, so this can never recharge twice): how often, and when last
-- (issue 46). The order is failed and refunded only REQUEST_LOST_MS after the last send.
ALTER TABLE "recharge_requests" ADD COLUMN "resends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD COLUMN "last_sent_at" timestamp with time zone;
