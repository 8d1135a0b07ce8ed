-- Issue 12: "does this customer already hold or have a place on this occurrence" (every basket add, the
-- timetable's own bookings of a signed-in customer) named both columns, but the indexes had one each with
-- the status. The planner took (occurrence_id, status) from statistics gathered while the occurrence was
-- quiet, then walked every reserved place of a popular session on each add: under the bench's load, 5,000
-- rows per add and most of PostgreSQL's time. With both columns the lookup stays a few rows at any load.
CREATE INDEX bookings_user_occurrence ON bookings (user_id, occurrence_id);
