CREATE TABLE "payment_webhook_events" (
	"event_id" varchar(100) PRIMARY KEY NOT NULL,
	"event" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"gateway_order_id" varchar(100) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"method" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"error_description" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_order_id" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" varchar(20);--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("gateway_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_order_idx" ON "orders" USING btree ("gateway","gateway_order_id") WHERE "orders"."gateway_order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_payment_method_created_idx" ON "orders" USING btree ("payment_method","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_valid" CHECK ("orders"."discount_paise" >= 0 and "orders"."discount_paise" < "orders"."amount_paise");