-- Orders that expired unpaid are asked about for an hour after (issue 46): a capture that came after expiry, with
-- its webhooks lost and the tab closed, is refunded within minutes instead of by the next daily reconciliation.
-- One row per expired order: when the gateway was last asked and how often (the backoff doubles from a minute).
CREATE TABLE "expired_order_checks" (
  "order_id" bigint PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
  "checks" integer DEFAULT 0 NOT NULL,
  "checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
