CREATE TABLE "recharge_requests" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"payment_ref_id" varchar(30) NOT NULL,
	"transaction_ref_id" varchar(100),
	"last_status" varchar(20),
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_wallet" (
	"provider" varchar(20) PRIMARY KEY NOT NULL,
	"balance_paise" bigint,
	"checked_at" timestamp with time zone,
	"low_notice_at" timestamp with time zone,
	"low_notice_balance_paise" bigint
);
--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD CONSTRAINT "recharge_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_requests_payment_ref_key" ON "recharge_requests" USING btree ("provider","payment_ref_id");--> statement-breakpoint
CREATE INDEX "recharge_requests_transaction_ref_idx" ON "recharge_requests" USING btree ("transaction_ref_id");