-- Issue 12: a change counter per venue for everything a public timetable shows, so a server process can
-- keep the public part of a timetable in memory and know with one indexed read whether it is still true.
-- Triggers keep it, in the same transaction as the change, so no code path can forget to bump it and no
-- cache ever depends on a time-to-live.
CREATE TABLE timetable_versions (
  venue_id integer PRIMARY KEY REFERENCES venues(id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO timetable_versions (venue_id) SELECT id FROM venues;

CREATE FUNCTION timetable_version_for_new_venue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO timetable_versions (venue_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER venues_timetable_version_row AFTER INSERT ON venues
  FOR EACH ROW EXECUTE FUNCTION timetable_version_for_new_venue();

-- Occurrences change on every booking (consumed places), so their bump is deferred to COMMIT: the
-- counter row is locked only while the transaction commits, not from the first booking statement on.
CREATE FUNCTION timetable_version_bump_occurrence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE timetable_versions SET version = version + 1 WHERE venue_id = OLD.venue_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.venue_id IS DISTINCT FROM OLD.venue_id) THEN
    UPDATE timetable_versions SET version = version + 1 WHERE venue_id = NEW.venue_id;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER occurrences_timetable_version AFTER INSERT OR UPDATE OR DELETE ON occurrences
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION timetable_version_bump_occurrence();

-- An occurrence's places, staff and restrictions: the venue of the occurrence they belong to.
CREATE FUNCTION timetable_version_bump_occurrence_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE timetable_versions SET version = version + 1
   WHERE venue_id IN (SELECT venue_id FROM occurrences
                       WHERE id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.occurrence_id END,
                                    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.occurrence_id END));
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER occurrence_locations_timetable_version AFTER INSERT OR UPDATE OR DELETE ON occurrence_locations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION timetable_version_bump_occurrence_child();
CREATE CONSTRAINT TRIGGER occurrence_instructors_timetable_version AFTER INSERT OR UPDATE OR DELETE ON occurrence_instructors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION timetable_version_bump_occurrence_child();
CREATE CONSTRAINT TRIGGER occurrence_restrictions_timetable_version AFTER INSERT OR UPDATE OR DELETE ON occurrence_restrictions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION timetable_version_bump_occurrence_child();

-- What the operator edits now and then (venues, places, staff, restrictions, categories, activities,
-- the client's currency): every venue's counter, once per statement. Rare writes; simpler than working
-- out which venues each one reaches.
CREATE FUNCTION timetable_version_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE timetable_versions SET version = version + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER venues_timetable_version AFTER UPDATE OR DELETE OR TRUNCATE ON venues
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER clients_timetable_version AFTER UPDATE OR DELETE OR TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER locations_timetable_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER instructors_timetable_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instructors
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER restrictions_timetable_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON restrictions
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER schedule_restrictions_timetable_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_restrictions
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER categories_timetable_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER activities_timetable_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER occurrences_timetable_version_truncate AFTER TRUNCATE ON occurrences
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
