-- A customer's private calendar feed (issue 10): one secret per user, kept only as its sha256 hex, so a
-- leaked database reveals no subscribable URL. Revoking deletes the row; creating again replaces it.
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
