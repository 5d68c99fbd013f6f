CREATE TABLE "bill_fetches" (
	"ref" varchar(40) PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"order_type" varchar(20) NOT NULL,
	"display_type" varchar(20) NOT NULL,
	"service" varchar(20) NOT NULL,
	"operator" varchar(100) NOT NULL,
	"identifier" varchar(64) NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"bill_number" varchar(64) NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"minimum_paise" bigint,
	"partial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_by_order_id" bigint
);
--> statement-breakpoint
CREATE TABLE "bill_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"saved_number_id" integer NOT NULL,
	"bill_number" varchar(64) NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_number" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_due_date" date;--> statement-breakpoint
ALTER TABLE "saved_numbers" ADD COLUMN "reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_fetches" ADD CONSTRAINT "bill_fetches_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_fetches" ADD CONSTRAINT "bill_fetches_used_by_order_id_orders_id_fk" FOREIGN KEY ("used_by_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_reminders" ADD CONSTRAINT "bill_reminders_saved_number_id_saved_numbers_id_fk" FOREIGN KEY ("saved_number_id") REFERENCES "public"."saved_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_fetches_used_by_order_key" ON "bill_fetches" USING btree ("used_by_order_id");--> statement-breakpoint
CREATE INDEX "bill_fetches_created_idx" ON "bill_fetches" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_reminders_saved_bill_key" ON "bill_reminders" USING btree ("saved_number_id","bill_number");