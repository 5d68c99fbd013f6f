CREATE TABLE "biller_payments" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"fetch_ref" varchar(64) NOT NULL,
	"payment_ref_id" varchar(40) NOT NULL,
	"requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billers" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" varchar(100) NOT NULL,
	"coverage" varchar(100),
	"fetch_requirement" varchar(20) NOT NULL,
	"exactness" varchar(20) NOT NULL,
	"params" jsonb NOT NULL,
	"ccf_slabs" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_fetches" ADD COLUMN "provider_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "bill_fetches" ADD COLUMN "ccf_slabs" jsonb;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "bbps_dispute_type" varchar(60);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "bbps_ref_id" varchar(64);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "bbps_complaint_id" varchar(64);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "bbps_status" varchar(30);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "bbps_tat_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "biller_fetch_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "convenience_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bbps_txn_id" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "biller_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "biller_payments" ADD CONSTRAINT "biller_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billers_category_name_idx" ON "billers" USING btree ("category",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_biller_fetch_ref_idx" ON "orders" USING btree ("biller_fetch_ref") WHERE "orders"."biller_fetch_ref" is not null;