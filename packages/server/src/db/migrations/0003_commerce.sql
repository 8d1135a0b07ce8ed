-- Commerce additions (carts, checkout, sandbox payments).

-- At most one live card transaction per cart: a double-submitted payment with two different
-- Idempotency-Keys cannot authorise twice, whichever process serves each request.
CREATE UNIQUE INDEX payment_transactions_one_live_per_cart ON payment_transactions (cart_id)
  WHERE status IN ('authorised', 'sca_required') AND order_id IS NULL;
CREATE INDEX payment_transactions_cart ON payment_transactions (cart_id);

-- The credit tenders and the card amount a transaction was authorised for, so complete can check the
-- basket did not change in between.
ALTER TABLE payment_transactions ADD COLUMN tenders jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE payment_transactions ADD COLUMN idempotency_key text;

-- Card identifiers belong to the session key that made them and expire with it; only the last four
-- digits and the card type are kept, never the number.
CREATE INDEX card_identifiers_session ON card_identifiers (session_key);

CREATE INDEX cart_items_cart ON cart_items (cart_id, sort_key);
CREATE INDEX orders_user_created ON orders (user_id, created_at DESC);
CREATE INDEX custom_question_answers_item ON custom_question_answers (cart_item_id);
