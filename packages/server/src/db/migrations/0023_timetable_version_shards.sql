-- Issue 12: every add to a basket changes an occurrence's places, so it bumped its venue's one counter row
-- (0020) at COMMIT. A row lock is held until the commit is flushed, so every add at a venue queued behind the
-- one before it: commits at one venue ran one at a time, which bounded adds per second whatever the cores.
-- The counter is now spread over 16 rows per venue; a transaction bumps the row its transaction id picks and
-- a reader sums them. Each row only grows, so any committed change moves the sum, in whatever order
-- transactions commit: a cached timetable is as safe as before, and adds rarely meet on a row.
ALTER TABLE timetable_versions ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE timetable_versions DROP CONSTRAINT timetable_versions_pkey;
ALTER TABLE timetable_versions ADD PRIMARY KEY (venue_id, shard);
INSERT INTO timetable_versions (venue_id, shard, version)
  SELECT v.venue_id, s, 0 FROM timetable_versions v CROSS JOIN generate_series(1, 15) AS s;

CREATE OR REPLACE FUNCTION timetable_version_for_new_venue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO timetable_versions (venue_id, shard) SELECT NEW.id, s FROM generate_series(0, 15) AS s
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION timetable_version_bump_occurrence() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pick smallint := txid_current() % 16;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE timetable_versions SET version = version + 1 WHERE venue_id = OLD.venue_id AND shard = pick;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.venue_id IS DISTINCT FROM OLD.venue_id) THEN
    UPDATE timetable_versions SET version = version + 1 WHERE venue_id = NEW.venue_id AND shard = pick;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION timetable_version_bump_occurrence_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE timetable_versions SET version = version + 1
   WHERE shard = txid_current() % 16
     AND venue_id IN (SELECT venue_id FROM occurrences
                       WHERE id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.occurrence_id END,
                                    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.occurrence_id END));
  RETURN NULL;
END $$;

-- Operator edits reach every venue: one row of each is enough to move its sum.
CREATE OR REPLACE FUNCTION timetable_version_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE timetable_versions SET version = version + 1 WHERE shard = 0;
  RETURN NULL;
END $$;
