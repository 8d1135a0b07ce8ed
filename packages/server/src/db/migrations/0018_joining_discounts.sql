-- Online joining (issue 11): what a membership offers and to whom, its pricing options per billing
-- period, what a joined membership costs and when it bills; and discount codes on a basket (PAY-030).

-- A membership's terms: what it includes, concessions and age limits (checked against the date of birth).
ALTER TABLE memberships ADD COLUMN includes jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE memberships ADD COLUMN concession boolean NOT NULL DEFAULT false;
ALTER TABLE memberships ADD COLUMN concession_eligibility text;
ALTER TABLE memberships ADD COLUMN min_age integer CHECK (min_age IS NULL OR min_age >= 0);
ALTER TABLE memberships ADD COLUMN max_age integer CHECK (max_age IS NULL OR max_age >= 0);

-- A membership's pricing options are pricing options (contracts §3 kind pricing_option) that name their
-- membership and billing period; joining_fee overrides the membership's when set (annual: none).
ALTER TABLE pricing_options ADD COLUMN membership_id integer REFERENCES memberships(id);
ALTER TABLE pricing_options ADD COLUMN billing_period text CHECK (billing_period IN ('monthly', 'annual'));
ALTER TABLE pricing_options ADD COLUMN joining_fee integer CHECK (joining_fee IS NULL OR joining_fee >= 0);
ALTER TABLE pricing_options ADD CONSTRAINT pricing_options_membership_period
  CHECK ((membership_id IS NULL) = (billing_period IS NULL));
CREATE INDEX pricing_options_membership ON pricing_options (membership_id) WHERE membership_id IS NOT NULL;

-- A joined membership: the option bought, its price per period, the next billing date and the order.
ALTER TABLE membership_users ADD COLUMN pricing_option_id integer REFERENCES pricing_options(id);
ALTER TABLE membership_users ADD COLUMN billing_period text CHECK (billing_period IN ('monthly', 'annual'));
ALTER TABLE membership_users ADD COLUMN price integer;
ALTER TABLE membership_users ADD COLUMN billing_date date;
ALTER TABLE membership_users ADD COLUMN order_id integer REFERENCES orders(id);

-- Discount codes: a percentage (1 to 100) or a fixed amount in minor units off a basket's total.
CREATE TABLE discount_codes (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients(id),
  code text NOT NULL,
  description text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('percentage', 'fixed')),
  amount integer NOT NULL CHECK (amount > 0 AND (kind <> 'percentage' OR amount <= 100)),
  expires_at timestamptz,
  max_uses integer CHECK (max_uses IS NULL OR max_uses >= 0),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX discount_codes_code ON discount_codes (client_id, upper(code));

ALTER TABLE carts ADD COLUMN discount_code_id integer REFERENCES discount_codes(id);
ALTER TABLE orders ADD COLUMN discount_code_id integer REFERENCES discount_codes(id);
ALTER TABLE orders ADD COLUMN discount integer NOT NULL DEFAULT 0;
