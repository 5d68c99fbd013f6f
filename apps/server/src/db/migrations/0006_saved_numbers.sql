CREATE TABLE "saved_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"service" varchar(20) NOT NULL,
	"identifier" varchar(64) NOT NULL,
	"operator" varchar(100) NOT NULL,
	"circle" varchar(60),
	"nickname" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_numbers" ADD CONSTRAINT "saved_numbers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_numbers_customer_service_identifier" ON "saved_numbers" USING btree ("customer_id","service","identifier");--> statement-breakpoint
CREATE INDEX "orders_customer_display_type_idx" ON "orders" USING btree ("customer_id","display_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);