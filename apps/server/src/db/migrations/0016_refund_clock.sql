ALTER TABLE "payment_refunds" ADD COLUMN "method" varchar(20);--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_refunds_unprocessed_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."processed_at" is null;
