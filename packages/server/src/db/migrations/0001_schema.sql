-- The whole schema of both spec documents. Money is integer minor units; times are timestamptz (UTC);
-- every piece of server state (sessions, idempotency keys, 3-D Secure transactions, debounces) lives here.

CREATE TABLE clients (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  name text NOT NULL,
  domain text NOT NULL UNIQUE,                  -- X-Client-Domain, e.g. riverside-leisure
  currency char(3) NOT NULL DEFAULT 'GBP',
  currency_symbol text NOT NULL DEFAULT '£',
  theme jsonb NOT NULL DEFAULT '{}'::jsonb,     -- theme fields, snake_case (flows §3)
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,  -- maintenance, paid_booking_enabled, online_joining_enabled, payment_provider, terms_html
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE venues (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  client_id integer NOT NULL REFERENCES clients(id),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  address1 text, address2 text, town text, area text, postcode text,
  latitude double precision, longitude double precision,
  opening_times text,                            -- OSM opening_hours syntax
  footer_html text,
  theme jsonb,                                   -- per-venue overrides; null falls back to the client theme
  timezone text NOT NULL DEFAULT 'Europe/London',
  activities_v2_migration_date date,
  online_joining_enabled boolean NOT NULL DEFAULT true,
  online_guest_passes_enabled boolean NOT NULL DEFAULT false,
  display_venue_selection_button boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE locations (
  id serial PRIMARY KEY,
  venue_id integer NOT NULL REFERENCES venues(id),
  parent_id integer REFERENCES locations(id),
  location_type text NOT NULL CHECK (location_type IN ('venue', 'resource')),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE closures (
  id serial PRIMARY KEY,
  venue_id integer NOT NULL REFERENCES venues(id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  message text NOT NULL
);
CREATE TABLE closure_locations (
  closure_id integer NOT NULL REFERENCES closures(id) ON DELETE CASCADE,
  location_id integer NOT NULL REFERENCES locations(id),
  PRIMARY KEY (closure_id, location_id)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  client_id integer NOT NULL REFERENCES clients(id),
  reference text NOT NULL UNIQUE,
  role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff')),
  email text,                                    -- null for dependants (children) without their own login
  password_hash text,
  title text, first_name text NOT NULL, last_name text NOT NULL,
  gender text, ethnicity text, disability text,
  profile_picture_url text, phone text,
  address1 text, address2 text, area text, town text, country text, postcode text,
  marketing_email boolean NOT NULL DEFAULT false,
  marketing_sms boolean NOT NULL DEFAULT false,
  marketing_phone boolean NOT NULL DEFAULT false,
  marketing_post boolean NOT NULL DEFAULT false,
  email_verified_at timestamptz,
  date_of_birth date,
  home_venue_id integer REFERENCES venues(id),
  staff_venue_id integer REFERENCES venues(id),
  onboarding_type text,
  source text,
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,      -- onboarding additional / emergency contact details
  has_instruction boolean NOT NULL DEFAULT false,
  has_billing_date boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (client_id, lower(email)) WHERE email IS NOT NULL;

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,               -- sha256 hex of the bearer token
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE user_links (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  linked_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  relationship text NOT NULL CHECK (relationship IN ('parent', 'partner', 'sibling', 'employee', 'carer')),
  status text NOT NULL CHECK (status IN ('successful', 'pending', 'revoked', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  UNIQUE (user_id, linked_user_id)
);

CREATE TABLE instructors (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients(id),
  name text NOT NULL
);

CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id integer NOT NULL REFERENCES clients(id),
  parent_id uuid REFERENCES categories(id),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,                     -- unique across parents and children (contracts §5)
  booking_type text CHECK (booking_type IN ('ticketed', 'resources', 'classes', 'courses', 'camps')),
  browse_by_name text NOT NULL DEFAULT 'location',
  allocation_strategy text,                      -- 'customer' = customer allocation
  v1_type text CHECK (v1_type IN ('class_templates', 'ad_hoc_templates', 'fast_ticket_templates')),
  v2_type text CHECK (v2_type IN ('classes', 'resources', 'ticketed')),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE category_venues (
  category_id uuid NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  venue_id integer NOT NULL REFERENCES venues(id),
  PRIMARY KEY (category_id, venue_id)
);

-- Activities are the templates occurrences are made from (v1 "templates", v2 "activities").
CREATE TABLE activities (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  client_id integer NOT NULL REFERENCES clients(id),
  venue_id integer NOT NULL REFERENCES venues(id),
  category_id uuid NOT NULL REFERENCES categories(id),
  slug text NOT NULL,
  name text NOT NULL,
  description text,
  booking_type text NOT NULL CHECK (booking_type IN ('ticketed', 'resources', 'classes', 'courses', 'camps')),
  booking_strategy text NOT NULL DEFAULT 'sequential' CHECK (booking_strategy IN ('sequential', 'overlapping')),
  duration_minutes integer NOT NULL DEFAULT 60,
  price integer,                                 -- non-ticketed price, minor units
  capacity integer NOT NULL DEFAULT 12,
  allow_anonymous_bookings boolean NOT NULL DEFAULT false,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (venue_id, slug)
);

CREATE TABLE restrictions (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients(id),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('pre-purchase-waiver', 'pre-purchase-induction', 'post-purchase-waiver', 'post-purchase-induction', 'enhanced-pre-waiver')),
  terms text,                                    -- HTML
  related_category_id uuid REFERENCES categories(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A customer (attendee) has satisfied a restriction: signed the waiver or done the induction.
CREATE TABLE user_restrictions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  restriction_id integer NOT NULL REFERENCES restrictions(id),
  signed_by_user_id integer REFERENCES users(id),
  satisfied_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, restriction_id)
);

-- Schedules: courses, camps and recurring class/ticket/resource timetables.
CREATE TABLE schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id integer NOT NULL REFERENCES clients(id),
  venue_id integer NOT NULL REFERENCES venues(id),
  category_id uuid NOT NULL REFERENCES categories(id),
  activity_id integer REFERENCES activities(id),
  kind text NOT NULL CHECK (kind IN ('course', 'camp', 'recurring')),
  slug text UNIQUE,
  reference text,
  name text NOT NULL,
  description text,
  duration_in_weeks integer,
  starts_at timestamptz,
  ends_at timestamptz,
  price integer,                                 -- minor units, whole course/camp
  pro_rata boolean NOT NULL DEFAULT false,
  allow_customer_book_course_after_start boolean NOT NULL DEFAULT false,
  capacity integer NOT NULL DEFAULT 10,
  min_age integer, max_age integer,
  first_bookable_at timestamptz,
  waitlist_maximum integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE schedule_instructors (
  schedule_id uuid NOT NULL REFERENCES schedules(id) ON DELETE CASCADE,
  instructor_id integer NOT NULL REFERENCES instructors(id),
  PRIMARY KEY (schedule_id, instructor_id)
);
CREATE TABLE schedule_restrictions (
  schedule_id uuid NOT NULL REFERENCES schedules(id) ON DELETE CASCADE,
  restriction_id integer NOT NULL REFERENCES restrictions(id),
  criteria text NOT NULL DEFAULT 'all' CHECK (criteria IN ('all', 'any')),
  PRIMARY KEY (schedule_id, restriction_id)
);

CREATE TABLE custom_question_sections (
  id serial PRIMARY KEY,
  schedule_id uuid NOT NULL REFERENCES schedules(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE custom_questions (
  id serial PRIMARY KEY,
  section_id integer NOT NULL REFERENCES custom_question_sections(id) ON DELETE CASCADE,
  question text NOT NULL,
  type text NOT NULL CHECK (type IN ('text', 'long_text', 'number', 'select', 'multi_select', 'date', 'checkbox', 'group')),
  required boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE custom_question_options (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES custom_questions(id) ON DELETE CASCADE,
  value text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

-- Occurrences: one bookable session. id is 34 characters ('oc' + 32 hex) as the bookings filter expects;
-- legacy_id is the numeric id of the v1 / numeric waitlist calls.
CREATE TABLE occurrences (
  id text PRIMARY KEY DEFAULT ('oc' || replace(gen_random_uuid()::text, '-', '')),
  legacy_id integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  client_id integer NOT NULL REFERENCES clients(id),
  venue_id integer NOT NULL REFERENCES venues(id),
  category_id uuid NOT NULL REFERENCES categories(id),
  activity_id integer REFERENCES activities(id),
  schedule_id uuid REFERENCES schedules(id),
  recurrence_id uuid,
  interval_key text,
  booking_type text NOT NULL CHECK (booking_type IN ('ticketed', 'resources', 'classes', 'courses', 'camps')),
  booking_strategy text NOT NULL DEFAULT 'sequential' CHECK (booking_strategy IN ('sequential', 'overlapping')),
  schedule_reference text,
  template_name text NOT NULL,
  template_description text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  original_starts_at timestamptz NOT NULL,
  original_ends_at timestamptz NOT NULL,
  setup_time_in_minutes integer NOT NULL DEFAULT 0,
  teardown_time_in_minutes integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'bookable' CHECK (status IN ('bookable', 'cancelled', 'clashing')),
  capacity_strategy text NOT NULL DEFAULT 'shared' CHECK (capacity_strategy IN ('shared', 'split')),
  capacity_maximum integer NOT NULL DEFAULT 0,   -- shared strategy
  capacity_online integer NOT NULL DEFAULT 0,    -- split strategy
  capacity_foh integer NOT NULL DEFAULT 0,
  consumed integer NOT NULL DEFAULT 0,           -- places taken (shared); sum of the two below when split
  consumed_online integer NOT NULL DEFAULT 0,
  consumed_foh integer NOT NULL DEFAULT 0,
  price integer,                                 -- non-ticketed only
  friendly_location_name text,
  allow_anonymous_bookings boolean NOT NULL DEFAULT false,
  last_bookable_at timestamptz,
  waitlist_maximum integer,                      -- null: no waitlist
  is_detached_from_recurrence boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  delete_reason text CHECK (delete_reason IN ('location_closure', 'opening_time_change', 'schedule_change', 'space_reduction', 'adverse_weather', 'booked', 'unknown', 'data_cleanup', 'duplicate_activity', 'block_booking_cancelled', 'clash_detection_rules_changed', 'staff_availability')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (consumed >= 0 AND consumed_online >= 0 AND consumed_foh >= 0)
);
CREATE INDEX occurrences_venue_start ON occurrences (venue_id, starts_at);
CREATE INDEX occurrences_activity_start ON occurrences (activity_id, starts_at);
CREATE INDEX occurrences_schedule ON occurrences (schedule_id);
CREATE TABLE occurrence_locations (
  occurrence_id text NOT NULL REFERENCES occurrences(id) ON DELETE CASCADE,
  location_id integer NOT NULL REFERENCES locations(id),
  PRIMARY KEY (occurrence_id, location_id)
);
CREATE TABLE occurrence_instructors (
  occurrence_id text NOT NULL REFERENCES occurrences(id) ON DELETE CASCADE,
  instructor_id integer NOT NULL REFERENCES instructors(id),
  PRIMARY KEY (occurrence_id, instructor_id)
);
CREATE TABLE occurrence_restrictions (
  occurrence_id text NOT NULL REFERENCES occurrences(id) ON DELETE CASCADE,
  restriction_id integer NOT NULL REFERENCES restrictions(id),
  criteria text NOT NULL DEFAULT 'all' CHECK (criteria IN ('all', 'any')),
  PRIMARY KEY (occurrence_id, restriction_id)
);

CREATE TABLE pricing_options (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients(id),
  name text NOT NULL,
  reference text NOT NULL,
  price integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Ticket types offered on a ticketed activity (Adult, Junior, ...).
CREATE TABLE tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  activity_id integer NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  name text NOT NULL,
  attendees integer NOT NULL DEFAULT 1,
  pricing_option_id integer NOT NULL REFERENCES pricing_options(id),
  extra_pricing_options jsonb NOT NULL DEFAULT '[]'::jsonb,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE memberships (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients(id),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  membership_type text NOT NULL,                 -- adult, junior, ...
  description text,
  monthly_price integer NOT NULL,
  joining_fee integer NOT NULL DEFAULT 0,
  online_joining boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE membership_venues (
  membership_id integer NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
  venue_id integer NOT NULL REFERENCES venues(id),
  PRIMARY KEY (membership_id, venue_id)
);
CREATE TABLE membership_users (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  membership_id integer NOT NULL REFERENCES memberships(id),
  home_venue_id integer REFERENCES venues(id),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'frozen', 'cancelled', 'expired')),
  starts_at timestamptz, ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Credit balances per user and type; the ledger explains every change.
CREATE TABLE credits (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credit_type text NOT NULL CHECK (credit_type IN ('membership', 'general')),
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (user_id, credit_type)
);
CREATE TABLE credit_transactions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credit_type text NOT NULL CHECK (credit_type IN ('membership', 'general')),
  amount integer NOT NULL,                       -- positive award, negative spend
  order_id integer,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE carts (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  client_id integer NOT NULL REFERENCES clients(id),
  user_id integer NOT NULL REFERENCES users(id),           -- whose basket (the customer)
  created_by_user_id integer REFERENCES users(id),          -- staff member when front of house
  source text NOT NULL CHECK (source IN ('class-booking', 'activity-booking', 'online-joining', 'online-guest-passes', 'front-of-house', 'point-of-sale', 'off-system')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completing', 'complete', 'abandoned')),
  venue_id integer REFERENCES venues(id),
  complete_order_id integer,
  attendee_waivers_required integer NOT NULL DEFAULT 0,
  applied_credits jsonb NOT NULL DEFAULT '[]'::jsonb,       -- [{type, amount}] reserved by credits/apply
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX carts_one_open ON carts (user_id, source) WHERE status = 'open';

CREATE TABLE booking_bundles (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users(id),
  schedule_id uuid NOT NULL REFERENCES schedules(id),
  status text NOT NULL CHECK (status IN ('settled', 'reserved', 'cancelled')),
  booking_type text NOT NULL,
  order_id integer,
  total_price integer,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bookings (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users(id),             -- attendee
  booked_by_user_id integer REFERENCES users(id),
  occurrence_id text NOT NULL REFERENCES occurrences(id),
  bundle_id integer REFERENCES booking_bundles(id),
  order_id integer,
  ticket_id uuid REFERENCES tickets(id),
  location_id integer REFERENCES locations(id),              -- resource booked (courts)
  status text NOT NULL CHECK (status IN ('settled', 'reserved', 'cancelled')),
  booking_type text NOT NULL,
  channel text NOT NULL DEFAULT 'online' CHECK (channel IN ('online', 'foh')),
  capacity_consumed integer NOT NULL DEFAULT 1,
  price integer,                                             -- null while reserved
  attended boolean,
  cancelled_at timestamptz,
  cancellation_source text CHECK (cancellation_source IN ('customers', 'foh', 'my-account', 'occurrence')),
  cut_off_hours integer NOT NULL DEFAULT 24,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_user ON bookings (user_id, status);
CREATE INDEX bookings_occurrence ON bookings (occurrence_id, status);

CREATE TABLE cart_items (
  id serial PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  parent_item_id integer REFERENCES cart_items(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('av2_booking', 'av2_booking_bundle', 'journal_transaction', 'membership', 'membership_change', 'membership_renewal', 'penalty', 'pricing_option')),
  cartable_type text NOT NULL DEFAULT 'other' CHECK (cartable_type IN ('membershipRenewal', 'av2BookingBundle', 'activity', 'av2Booking', 'activityTicket', 'other')),
  purchasable_type text,
  purchasable_id text,
  name text NOT NULL,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  max_quantity integer,
  price integer NOT NULL DEFAULT 0,                          -- unit price, minor units
  sort_key text NOT NULL,
  membership_user_id integer,
  purchased_for_user_id integer REFERENCES users(id),
  booking_id integer REFERENCES bookings(id),
  bundle_id integer REFERENCES booking_bundles(id),
  occurrence_id text REFERENCES occurrences(id),
  schedule_id uuid REFERENCES schedules(id),
  membership_id integer REFERENCES memberships(id),
  pricing_option_id integer REFERENCES pricing_options(id),
  ticket_id uuid REFERENCES tickets(id),
  benefit_applied boolean NOT NULL DEFAULT false,
  package_applied boolean NOT NULL DEFAULT false,
  enable_print_receipt boolean NOT NULL DEFAULT false,
  activity_restriction_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  resource jsonb NOT NULL DEFAULT '{}'::jsonb,               -- cartable_resource snapshot
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,                  -- kind's own fields
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE custom_question_answers (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES custom_questions(id),
  user_id integer NOT NULL REFERENCES users(id),
  cart_item_id integer REFERENCES cart_items(id) ON DELETE CASCADE,
  booking_id integer REFERENCES bookings(id),
  bundle_id integer REFERENCES booking_bundles(id),
  answer jsonb NOT NULL,                                      -- {answer} or {answers: [...]}
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE waitlist_entries (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  occurrence_id text NOT NULL REFERENCES occurrences(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (occurrence_id, user_id)
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  client_id integer NOT NULL REFERENCES clients(id),
  user_id integer NOT NULL REFERENCES users(id),
  created_by_user_id integer REFERENCES users(id),
  cart_id integer REFERENCES carts(id),
  cart_source text,
  source text,
  status text NOT NULL CHECK (status IN ('success', 'pending', 'cancelled', 'awaiting_payment')),
  total integer NOT NULL,
  balance integer NOT NULL DEFAULT 0,
  refund_status text CHECK (refund_status IN ('partial', 'full', 'off-system', 'mixed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE order_line_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  name text NOT NULL,
  summary text,
  purchasable_type text,
  purchasable_id text,
  quantity integer NOT NULL DEFAULT 1,
  price integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sandbox card provider state (Opayo Pi style): all in the DB so any process can continue a payment.
CREATE TABLE merchant_session_keys (
  key text PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients(id),
  user_id integer REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  uses integer NOT NULL DEFAULT 0
);
CREATE TABLE card_identifiers (
  id text PRIMARY KEY,
  session_key text NOT NULL REFERENCES merchant_session_keys(key),
  card_type text NOT NULL,
  last4 text NOT NULL,
  expiry text NOT NULL,
  outcome text NOT NULL,                                     -- authorised | challenge | declined | insufficient_funds
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE payment_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  client_id integer NOT NULL REFERENCES clients(id),
  cart_id integer REFERENCES carts(id),
  user_id integer REFERENCES users(id),
  amount integer NOT NULL,
  currency char(3) NOT NULL DEFAULT 'GBP',
  status text NOT NULL CHECK (status IN ('authorised', 'sca_required', 'failed', 'captured', 'refunded')),
  card_identifier text,
  payment_method_id text,
  setup_intent_id text,
  sca_state text,                                            -- pending | completed | failed
  sca_data jsonb,
  cres text,
  message text,
  order_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  tender_type text NOT NULL CHECK (tender_type IN ('cash', 'card', 'cheque', 'offline-voucher', 'float', 'online', 'off-system', 'direct-debit', 'voucher', 'gift-card', 'inclusive', 'credit')),
  credit_type text CHECK (credit_type IN ('membership', 'general')),
  amount integer NOT NULL,
  transaction_id uuid REFERENCES payment_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Idempotency: the first answer to (scope, key) is stored and replayed.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,                                       -- e.g. 'checkout.authorise:<user id>'
  key text NOT NULL,
  request_hash text,
  status_code integer,                                       -- null while the first request is in flight
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- Debounces and anything else small that must be shared between processes.
CREATE TABLE kv (
  namespace text NOT NULL,
  key text NOT NULL,
  value jsonb NOT NULL,
  expires_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (namespace, key)
);
