-- Scheduling additions (timetables, occurrences, waitlists, bookings, categories).

-- The timetable of one day for one activity category reads by (venue, category, start).
CREATE INDEX occurrences_venue_category_start ON occurrences (venue_id, category_id, starts_at);
CREATE INDEX waitlist_entries_user ON waitlist_entries (user_id);

-- Waitlist places are counted on the occurrence so a join is one conditional UPDATE, never a count
-- followed by an insert (WAIT-003 under concurrency).
ALTER TABLE occurrences ADD COLUMN waitlist_consumed integer NOT NULL DEFAULT 0 CHECK (waitlist_consumed >= 0);

-- Cancellation policy per category (BOOK-005, BOOK-010): the cut-off itself is bookings.cut_off_hours;
-- what a late cancellation triggers, and whether an early one gives credit back, belong to the category.
ALTER TABLE categories ADD COLUMN cut_off_actions text[] NOT NULL DEFAULT '{}'
  CHECK (cut_off_actions <@ ARRAY['charge_fee', 'disable_booking', 'disable_access', 'disable_cancelling']::text[]);
ALTER TABLE categories ADD COLUMN awards_credit boolean NOT NULL DEFAULT true;
ALTER TABLE categories ADD COLUMN late_cancellation_fee integer NOT NULL DEFAULT 0 CHECK (late_cancellation_fee >= 0);

-- Consequences of late cancellations: a fee owed, or booking / venue access suspended for a while.
CREATE TABLE cancellation_penalties (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  booking_id integer NOT NULL REFERENCES bookings(id),
  action text NOT NULL CHECK (action IN ('charge_fee', 'disable_booking', 'disable_access')),
  amount integer,                                  -- minor units, charge_fee only
  status text NOT NULL DEFAULT 'outstanding' CHECK (status IN ('outstanding', 'paid', 'waived')),
  active_until timestamptz,                        -- disable_* only
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cancellation_penalties_user ON cancellation_penalties (user_id, action);
