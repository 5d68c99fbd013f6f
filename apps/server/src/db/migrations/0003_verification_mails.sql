CREATE TABLE "verification_mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_mails" ADD CONSTRAINT "verification_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_mails_user_idx" ON "verification_mails" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "verification_mails_email_idx" ON "verification_mails" USING btree ("email","sent_at");