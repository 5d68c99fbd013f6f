ALTER TABLE "orders" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "vpa" varchar(320);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_upi_id" varchar(320);