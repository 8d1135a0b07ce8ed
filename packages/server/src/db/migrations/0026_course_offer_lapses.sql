-- A course waitlist member's offer lapses COURSE_OFFER_HOURS after they were told (promotion.ts). The sweep
-- that tells the next member looks at each lapse once: without a mark it reloaded every course holding an
-- old lapsed offer once a minute, full or finished, for as long as someone else was still waiting.
ALTER TABLE waitlist_entries ADD COLUMN offer_lapse_swept boolean NOT NULL DEFAULT false;
CREATE INDEX waitlist_entries_unswept_offers ON waitlist_entries (notified_at)
  WHERE notified_at IS NOT NULL AND NOT offer_lapse_swept;
