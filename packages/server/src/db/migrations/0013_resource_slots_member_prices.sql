-- Issue 9 (resources and ticketed booking). A court (resource location) of a session is held by at most one
-- live booking, so two customers can never be allocated the same court at the same time, whichever process
-- serves them. And a ticket type may cost members less (TT-007: ticket discounts are per customer).
CREATE UNIQUE INDEX bookings_one_per_resource ON bookings (occurrence_id, location_id)
  WHERE location_id IS NOT NULL AND status <> 'cancelled';
ALTER TABLE pricing_options ADD COLUMN member_price integer CHECK (member_price IS NULL OR member_price >= 0);
