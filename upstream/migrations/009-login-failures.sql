-- Failed password checks (upstream/login-throttle.ts, decision 021 and 045): one row per failure and key, so that
-- every process of the login service over this database counts the same failures.
CREATE TABLE login_failures (
  kind TEXT NOT NULL CHECK (kind IN ('account', 'address')),
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (kind, key, at);
CREATE INDEX login_failures_at ON login_failures (at);
