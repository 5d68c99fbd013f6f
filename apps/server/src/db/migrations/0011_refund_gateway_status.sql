ALTER TABLE "payment_refunds" ADD COLUMN "gateway_status" varchar(12);--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "processed_at" timestamp with time zone;