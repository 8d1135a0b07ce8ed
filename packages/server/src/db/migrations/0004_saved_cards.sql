-- Saved cards (PAY-037: save_card and saved_card_id on authorise). Like a card identifier, a saved card
-- keeps only the card type, the last four digits and the expiry, never the number; the sandbox also keeps
-- the test card's outcome so a saved test card behaves as it did when typed.
CREATE TABLE saved_cards (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  card_type text NOT NULL,
  last4 text NOT NULL,
  expiry text NOT NULL,
  outcome text NOT NULL,
  payment_method_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, provider, card_type, last4, expiry)
);
ALTER TABLE payment_transactions ADD COLUMN save_card boolean NOT NULL DEFAULT false;
ALTER TABLE payment_transactions ADD COLUMN saved_card_id integer REFERENCES saved_cards(id) ON DELETE SET NULL;
