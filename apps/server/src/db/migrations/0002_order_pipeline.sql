CREATE TABLE "job_runs" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"last_finished_at" timestamp with time zone,
	"watermark" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_ref" varchar(100);--> statement-breakpoint
CREATE INDEX "orders_unfinished_idx" ON "orders" USING btree ("updated_at","id") WHERE "orders"."status" in ('Payment Pending', 'Processing');--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('Payment Pending', 'Processing', 'Completed', 'Failed', 'Refunded'));