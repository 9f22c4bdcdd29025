-- The learner's own area: categories, courses with chapters and materials, enrolments, learning logs, notes,
-- practice (exercise sets), certificates and classes. Progress is never stored: the views at the end derive it
-- from the learning logs.

-- Values the demo seed must keep between runs, such as the day its relative dates count from.
CREATE TABLE seed_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE categories (
  id          INTEGER PRIMARY KEY,               -- fixed ids: the portal knows some (346, 363)
  name        TEXT NOT NULL,
  parent_id   INTEGER NOT NULL DEFAULT 0,        -- 0 = top level
  level       INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
  school_code TEXT REFERENCES schools (code)     -- NULL = shared by every school
);

CREATE INDEX categories_parent_id ON categories (parent_id);

CREATE TABLE courses (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  school_code   TEXT NOT NULL REFERENCES schools (code),
  name          TEXT NOT NULL,
  photo         TEXT NOT NULL,                   -- path on the upstream host, e.g. /static/covers/code.svg
  list_photo    TEXT NOT NULL,
  category_id   INTEGER NOT NULL REFERENCES categories (id),  -- the deepest level of its branch
  type          INTEGER NOT NULL CHECK (type IN (1, 2)),      -- 1 open course (no validity), 2 professional
  type_name     TEXT NOT NULL,
  teacher       TEXT NOT NULL,
  abstract      TEXT NOT NULL,
  intro         TEXT NOT NULL,                   -- HTML
  origin_name   TEXT NOT NULL,
  course_status INTEGER NOT NULL DEFAULT 1 CHECK (course_status IN (1, 2)),  -- 1 on shelf, 2 taken down
  UNIQUE (school_code, name)
);

CREATE TABLE chapters (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  course_id INTEGER NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  name      TEXT NOT NULL,
  sort      INTEGER NOT NULL,
  UNIQUE (course_id, sort)
);

-- A material's id is the cm_id of the calls.
CREATE TABLE materials (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  course_id  INTEGER NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  chapter_id INTEGER NOT NULL REFERENCES chapters (id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  type       INTEGER NOT NULL CHECK (type IN (1, 2, 3)),  -- 1 video, 2 slides or pdf, 3 document
  duration   INTEGER NOT NULL DEFAULT 0,                  -- seconds (for slides and documents: reading time)
  pages      INTEGER NOT NULL DEFAULT 0,                  -- slides and documents
  sort       INTEGER NOT NULL,
  UNIQUE (chapter_id, sort)
);

CREATE INDEX materials_course_id ON materials (course_id);

CREATE TABLE enrolments (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id  INTEGER NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  status     INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),  -- 1 normal, 2 completed, 3 disabled
  end_date   TEXT,                                                   -- YYYY-MM-DD, NULL = no end
  created_at TEXT NOT NULL,                                          -- ISO 8601 UTC
  UNIQUE (user_id, course_id)
);

CREATE INDEX enrolments_course_id ON enrolments (course_id);

-- The source of truth for progress, learning records and statistics.
CREATE TABLE learning_logs (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id       INTEGER NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  chapter_id      INTEGER NOT NULL,
  cm_id           INTEGER NOT NULL,
  position        INTEGER NOT NULL DEFAULT 0,  -- seconds (video) or page (slides, documents)
  studied_seconds INTEGER NOT NULL DEFAULT 0,
  created_at      TEXT NOT NULL                -- ISO 8601 UTC
);

CREATE INDEX learning_logs_user ON learning_logs (user_id, created_at);

CREATE TABLE notes (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id  INTEGER NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  chapter_id INTEGER NOT NULL,
  cm_id      INTEGER NOT NULL,
  content    TEXT NOT NULL,
  type       INTEGER NOT NULL CHECK (type IN (1, 2)),  -- 1 video, 2 other
  position   INTEGER NOT NULL DEFAULT 0,               -- seconds or page
  created_at TEXT NOT NULL,                            -- YYYY-MM-DD HH:MM:SS, UTC
  updated_at TEXT NOT NULL
);

CREATE INDEX notes_user ON notes (user_id, created_at);

-- Practice: question-bank chapters with their questions, and exercise sets made of such chapters.
CREATE TABLE question_chapters (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  school_code TEXT NOT NULL REFERENCES schools (code),
  name        TEXT NOT NULL,
  UNIQUE (school_code, name)
);

CREATE TABLE questions (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  chapter_id INTEGER NOT NULL REFERENCES question_chapters (id) ON DELETE CASCADE,
  num        INTEGER NOT NULL,
  type       INTEGER NOT NULL CHECK (type BETWEEN 1 AND 5),  -- single, multiple, true/false, short, combination
  content    TEXT NOT NULL,
  UNIQUE (chapter_id, num)
);

CREATE TABLE exercises (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  school_code TEXT NOT NULL REFERENCES schools (code),
  name        TEXT NOT NULL,
  photo       TEXT NOT NULL,                                  -- path on the upstream host
  abstract    TEXT NOT NULL,
  status      INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),  -- 1 available, 2 expired
  UNIQUE (school_code, name)
);

CREATE TABLE exercise_chapters (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  exercise_id INTEGER NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  chapter_id  INTEGER NOT NULL REFERENCES question_chapters (id),
  name        TEXT NOT NULL,
  sort        INTEGER NOT NULL,
  UNIQUE (exercise_id, chapter_id)
);

CREATE TABLE practice_submissions (
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  exercise_id INTEGER NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  chapter_id  INTEGER NOT NULL,
  submitted   INTEGER NOT NULL DEFAULT 0 CHECK (submitted IN (0, 1)),
  PRIMARY KEY (user_id, exercise_id, chapter_id)
);

CREATE TABLE practice_answers (
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  exercise_id INTEGER NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  que_id      INTEGER NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  answer      TEXT NOT NULL DEFAULT '',
  is_right    TEXT NOT NULL,                    -- '1' right, '2' wrong
  is_sign     TEXT NOT NULL DEFAULT '2',        -- '1' marked, '2' not marked
  PRIMARY KEY (user_id, exercise_id, que_id)
);

CREATE TABLE certificates (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  org_name   TEXT NOT NULL,                     -- the training's name
  num        TEXT NOT NULL,                     -- period number, e.g. 2026-03
  path       TEXT,                              -- file name under static/certificates; NULL = no file
  created_at TEXT NOT NULL,                     -- YYYY-MM-DD HH:MM:SS, UTC
  UNIQUE (user_id, name, num)
);

CREATE TABLE classes (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  school_code TEXT NOT NULL REFERENCES schools (code),
  name        TEXT NOT NULL,
  UNIQUE (school_code, name)
);

CREATE TABLE class_members (
  class_id INTEGER NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  user_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (class_id, user_id)
);

-- Derived values.

-- Every category with its top-level ancestor (root_id) and its ancestors' ids ('0,3,12').
CREATE VIEW category_tree AS
WITH RECURSIVE tree (id, root_id, path) AS (
  SELECT id, id, '0' FROM categories WHERE parent_id = 0
  UNION ALL
  SELECT c.id, tree.root_id, tree.path || ',' || c.parent_id FROM categories c JOIN tree ON c.parent_id = tree.id
)
SELECT id, root_id, path FROM tree;

-- Per user and material: time studied, and whether it is finished (90 % of its duration studied, or for
-- slides and documents the last page reached).
CREATE VIEW material_progress AS
SELECT l.user_id, l.course_id, l.cm_id,
  SUM(l.studied_seconds) AS studied_seconds,
  CASE
    WHEN m.id IS NULL THEN 0
    WHEN m.duration > 0 AND SUM(l.studied_seconds) * 10 >= m.duration * 9 THEN 1
    WHEN m.type IN (2, 3) AND m.pages > 0 AND MAX(l.position) >= m.pages THEN 1
    ELSE 0
  END AS finished
FROM learning_logs l
LEFT JOIN materials m ON m.id = l.cm_id AND m.course_id = l.course_id
GROUP BY l.user_id, l.course_id, l.cm_id;

-- Per user and course with at least one log: time studied and the share of materials finished (0-100).
CREATE VIEW course_progress AS
SELECT mp.user_id, mp.course_id,
  SUM(mp.studied_seconds) AS visit_time,
  COALESCE(
    100 * SUM(mp.finished) / NULLIF((SELECT COUNT(*) FROM materials m WHERE m.course_id = mp.course_id), 0),
    0
  ) AS learn_percent
FROM material_progress mp
GROUP BY mp.user_id, mp.course_id;
