ALTER TABLE "bill_fetches" ADD COLUMN "exactness" varchar(20);--> statement-breakpoint
ALTER TABLE "billers" ADD COLUMN "aliases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "billers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billers" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "billers" SET "search_text" = lower("name");
