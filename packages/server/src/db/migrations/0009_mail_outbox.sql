-- Every message the app sends when no SMTP_URL is configured (issue 7 point 16): the development
-- mailbox page (/dev/mailbox) and the tests read it.
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  kind text NOT NULL,              -- 'password_reset' | 'welcome' | 'order_confirmation'
  from_address text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  raw text NOT NULL,               -- the RFC 5322 message nodemailer built
  created_at timestamptz NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address), id);
