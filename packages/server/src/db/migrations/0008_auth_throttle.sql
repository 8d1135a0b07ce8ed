-- Login and password-reset attempts, counted per account and per client address (issue 7 point 11).
-- Kept in the database so the limit holds across every process behind a load balancer.
CREATE TABLE auth_attempts (
  id bigserial PRIMARY KEY,
  action text NOT NULL,            -- 'login' | 'reset_request' | 'reset'
  subject text NOT NULL,           -- 'account:<client id>:<lower username>' or 'address:<ip>'
  attempted_at timestamptz NOT NULL
);
CREATE INDEX auth_attempts_window ON auth_attempts (action, subject, attempted_at);
