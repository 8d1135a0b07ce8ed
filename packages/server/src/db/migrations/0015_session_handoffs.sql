-- One-time codes that hand a session over to another host (the account area on its own sub-domain) without
-- the long-lived session token ever appearing in an address. Only a sha256 of the code is kept; a code is
-- used once, within a minute, and only while the session that issued it is still open.
CREATE TABLE session_handoffs (
  id bigserial PRIMARY KEY,
  code_hash text NOT NULL UNIQUE,                -- sha256 hex of the code
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id integer NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX session_handoffs_expiry ON session_handoffs (expires_at);
