-- A class's custom questions are part of its timetable entry (its activity's recurring schedule's
-- questions), so editing them must reach the cached public timetables (0020) like any other operator edit.
-- Schedules change on every course booking (places), so only what decides which class a schedule's
-- questions belong to bumps the counters, not every update.
CREATE TRIGGER custom_question_sections_timetable_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON custom_question_sections
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER custom_questions_timetable_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON custom_questions
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER custom_question_options_timetable_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON custom_question_options
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER schedules_timetable_version AFTER INSERT OR DELETE OR TRUNCATE ON schedules
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
CREATE TRIGGER schedules_owner_timetable_version AFTER UPDATE OF activity_id, kind, client_id ON schedules
  FOR EACH STATEMENT EXECUTE FUNCTION timetable_version_bump_all();
