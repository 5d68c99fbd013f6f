-- A bill order with a typed amount asks first when its biller and account were paid recently (BILL_RECENTLY_PAID,
-- issue 39): the completed orders of one account, newest change last, without reading every order of the biller.
CREATE INDEX IF NOT EXISTS "orders_completed_account_idx" ON "orders" USING btree ("operator","account_number","updated_at") WHERE "orders"."status" = 'Completed' and "orders"."account_number" is not null;
