-- The daily reconciliation also reads Setu BBPS's own list of transactions (issue 46): orders the list showed
-- finished that we had not (finished by the run), and listed payments that are none of ours or disagree with their
-- order (listed for a person). Beside the per-order counts of migration 0035.
ALTER TABLE "reconciliation_runs" ADD COLUMN "provider_settled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD COLUMN "provider_unknown" integer DEFAULT 0 NOT NULL;
