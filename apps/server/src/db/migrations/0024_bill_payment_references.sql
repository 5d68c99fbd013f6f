ALTER TABLE "bill_fetches" ADD COLUMN "biller_id" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_customer_name" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "biller_id" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bbps_approval_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bbps_payment_mode" varchar(30);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bbps_channel" varchar(10);--> statement-breakpoint
CREATE TABLE "order_mails" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_mails_due_idx" ON "order_mails" USING btree ("next_attempt_at") WHERE "order_mails"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "billers_provider_category_position_idx" ON "billers" USING btree ("provider","category","position","name");
