-- Schools, users and browser sessions of the login service.

CREATE TABLE schools (
  code          TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  logo_path     TEXT NOT NULL,  -- path on the upstream host, e.g. /static/logos/100001.svg
  contact_name  TEXT,
  contact_phone TEXT,
  contact_email TEXT
);

CREATE TABLE users (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  username      TEXT NOT NULL UNIQUE,
  name          TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  user_type     INTEGER NOT NULL CHECK (user_type IN (1, 2)),  -- 1 learner, 2 manager
  school_code   TEXT NOT NULL REFERENCES schools (code),
  show_menu     TEXT NOT NULL DEFAULT '[]',                     -- JSON array of 'school' / 'xuexi'
  photo         TEXT
);

CREATE INDEX users_school_code ON users (school_code);

CREATE TABLE sessions (
  token      TEXT PRIMARY KEY,  -- 32 random bytes, hex
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,     -- ISO 8601 UTC
  expires_at TEXT NOT NULL      -- ISO 8601 UTC; same format, so text order is time order
);

CREATE INDEX sessions_user_id ON sessions (user_id);
