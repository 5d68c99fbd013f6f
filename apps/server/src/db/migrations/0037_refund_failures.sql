-- How often the gateway said a payment's refund failed (issue 46): past REFUND_ATTENTION_FAILURES the refund is
-- shown on the admin pipeline card and in the daily mail for a person to act, while the sweeper keeps replacing it.
ALTER TABLE "payment_refunds" ADD COLUMN "gateway_failures" integer DEFAULT 0 NOT NULL;
