-- Mail that a transaction decides to send (a waitlist member offered a place) waits here until it commits:
-- SMTP must not be called inside a transaction, and a rolled-back transaction must leave no mail behind.
-- A timer in each server process sends what is unsent (mail/mailQueue.ts). `data` holds the facts the
-- message is built from at sending time, with the public URL and hold minutes of the sending process.
CREATE TABLE mail_queue (
  id serial PRIMARY KEY,
  kind text NOT NULL,              -- 'waitlist_place' | 'course_waitlist_place'
  to_address text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,             -- claimed for sending; set once, so no message goes twice
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX mail_queue_unsent ON mail_queue (id) WHERE sent_at IS NULL;

-- A course waitlist member told that a place came up is not told again (courses are not promoted: the
-- member books like anyone else, first come, first served).
ALTER TABLE waitlist_entries ADD COLUMN notified_at timestamptz;
