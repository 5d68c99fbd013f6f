-- The daily reconciliation also asks the providers (issue 46): every Completed order of the window is checked
-- for a reversal the app never heard of. Its counts sit next to the gateway's.
ALTER TABLE "reconciliation_runs" ADD COLUMN "provider_checked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD COLUMN "provider_reversed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD COLUMN "provider_unanswered" integer DEFAULT 0 NOT NULL;
