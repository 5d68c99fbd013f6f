CREATE TABLE "payment_refunds" (
	"payment_id" varchar(100) PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"refund_ref" varchar(100),
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("claimed_at") WHERE "payment_refunds"."status" = 'pending';