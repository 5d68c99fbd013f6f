-- Every Bharat Connect category and its billers (issue 42, decision 0043): the provider's categories as the
-- registry sync last read them (with how many active billers each has in the registry), the amount choices of a
-- fetched bill (payment options) and the one an order paid, the category and customer parameters of a fetch and of
-- the order paying it. A category's slug can be longer than a page slug (national-pension-system).
CREATE TABLE IF NOT EXISTS "biller_categories" (
	"provider" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"provider_biller_count" integer,
	"biller_count" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biller_categories_provider_name_pk" PRIMARY KEY("provider","name")
);--> statement-breakpoint
ALTER TABLE "bill_fetches" ALTER COLUMN "service" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "bill_fetches" ADD COLUMN "category" varchar(100);--> statement-breakpoint
ALTER TABLE "bill_fetches" ADD COLUMN "customer_params" jsonb;--> statement-breakpoint
ALTER TABLE "bill_fetches" ADD COLUMN "payment_options" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "category" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_params" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_option" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_amount_paise" bigint;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "billers_provider_position_idx" ON "billers" USING btree ("provider","position","name");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "billers_provider_name_idx" ON "billers" USING btree ("provider",lower("name") text_pattern_ops);
