-- Practice answering, assessments (exams) with server-kept deadlines, and answer files.
--
-- `questions` is rebuilt: fill-in-blank is type 6 (the old CHECK stopped at 5), and a question now carries its
-- score, right answer, explanation, combination parent and a deleted flag. SQLite cannot change a CHECK in place.
-- The migration runs inside a transaction, where `PRAGMA foreign_keys = OFF` is a no-op, and with foreign keys on
-- a DROP TABLE deletes its rows first, which would cascade into practice_answers. So the rows of both tables are
-- copied aside, practice_answers (the only table pointing at questions) is dropped before questions, and both are
-- created again under their own names and refilled: no rename, no foreign-key action ever fires.

CREATE TABLE questions_copy AS SELECT * FROM questions;
CREATE TABLE practice_answers_copy AS SELECT * FROM practice_answers;
DROP TABLE practice_answers;
DROP TABLE questions;

CREATE TABLE questions (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  chapter_id      INTEGER NOT NULL REFERENCES question_chapters (id) ON DELETE CASCADE,
  num             INTEGER NOT NULL,              -- order in the chapter (a combination before its sub-questions)
  -- 1 single, 2 multiple, 3 true/false, 4 short answer, 5 combination, 6 fill-in-blank
  type            INTEGER NOT NULL CHECK (type BETWEEN 1 AND 6),
  content         TEXT NOT NULL,                 -- HTML; for a combination the shared material (big_content)
  parent_id       INTEGER REFERENCES questions (id) ON DELETE CASCADE,  -- the combination of a sub-question
  score           REAL NOT NULL DEFAULT 0,       -- points in an assessment
  -- The right answer: true/false '1' or '2'; fill-in-blank a JSON array (one per blank) of arrays of accepted
  -- answers; choices use question_items.is_right; '' for short answers and combinations.
  answer          TEXT NOT NULL DEFAULT '',
  correct_content TEXT NOT NULL DEFAULT '',      -- explanation or reference answer, shown in a review
  is_del          INTEGER NOT NULL DEFAULT 0 CHECK (is_del IN (0, 1)),
  UNIQUE (chapter_id, num),
  CHECK (parent_id IS NULL OR type IN (1, 2, 3, 4, 6))
);

INSERT INTO questions (id, chapter_id, num, type, content)
SELECT id, chapter_id, num, type, content FROM questions_copy;
DROP TABLE questions_copy;

CREATE INDEX questions_parent ON questions (parent_id);

CREATE TABLE practice_answers (
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  exercise_id INTEGER NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  que_id      INTEGER NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  answer      TEXT NOT NULL DEFAULT '',
  is_right    TEXT NOT NULL,                    -- '1' right, '2' wrong, '' unanswered (a flag without an answer)
  is_sign     TEXT NOT NULL DEFAULT '2',        -- '1' marked, '2' not marked
  attachment  TEXT NOT NULL DEFAULT '[]',       -- JSON array of the answer's files (uploads of the user)
  PRIMARY KEY (user_id, exercise_id, que_id)
);

INSERT INTO practice_answers (user_id, exercise_id, que_id, answer, is_right, is_sign)
SELECT user_id, exercise_id, que_id, answer, is_right, is_sign FROM practice_answers_copy;
DROP TABLE practice_answers_copy;

-- Options of a choice question, or the blanks of a fill-in-blank question (content = the blank's label).
CREATE TABLE question_items (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  que_id   INTEGER NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  sort     INTEGER NOT NULL,
  content  TEXT NOT NULL,
  is_right INTEGER NOT NULL DEFAULT 0 CHECK (is_right IN (0, 1)),
  UNIQUE (que_id, sort)
);

-- Files a question comes with; `path` is relative to the upstream's demo files folder (demo/files).
CREATE TABLE question_files (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  que_id    INTEGER NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  path      TEXT NOT NULL,
  UNIQUE (que_id, path)
);

-- Assessments: a question-bank chapter sat as a timed attempt.
CREATE TABLE exams (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  school_code   TEXT NOT NULL REFERENCES schools (code),
  class_id      INTEGER REFERENCES classes (id),   -- NULL: every learner of the school
  name          TEXT NOT NULL,
  photo         TEXT NOT NULL,                      -- path on the upstream host
  intro         TEXT NOT NULL DEFAULT '',
  chapter_id    INTEGER NOT NULL REFERENCES question_chapters (id),
  time_limit    INTEGER NOT NULL DEFAULT 0,         -- seconds, 0 = none
  start_time    INTEGER NOT NULL,                   -- Unix seconds: the window
  end_time      INTEGER NOT NULL,
  limit_type    INTEGER NOT NULL DEFAULT 2 CHECK (limit_type IN (1, 2)),    -- 1 a single attempt
  show_result   INTEGER NOT NULL DEFAULT 1 CHECK (show_result IN (0, 1)),
  is_subjective INTEGER NOT NULL DEFAULT 0 CHECK (is_subjective IN (0, 1)), -- 1 the learner self-scores
  UNIQUE (school_code, name)
);

-- One attempt. status 2 open, 3 finished; finishing is a conditional UPDATE ... WHERE status = 2.
CREATE TABLE exam_records (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  exam_id     INTEGER NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status      INTEGER NOT NULL DEFAULT 2 CHECK (status IN (2, 3)),
  start_time  INTEGER NOT NULL,                    -- Unix seconds
  expire_time INTEGER,                             -- Unix seconds; NULL without a time limit
  finish_time INTEGER,                             -- Unix seconds, once finished
  duration    INTEGER NOT NULL DEFAULT 0,          -- seconds used, once finished
  score       REAL NOT NULL DEFAULT 0,
  is_assess   INTEGER NOT NULL DEFAULT 0 CHECK (is_assess IN (0, 1))  -- 1 nothing pending a score
);

CREATE INDEX exam_records_user ON exam_records (user_id, exam_id, status);
-- At most one open attempt per learner and assessment, even when two starts race.
CREATE UNIQUE INDEX exam_records_one_open ON exam_records (exam_id, user_id) WHERE status = 2;

CREATE TABLE exam_answers (
  record_id  INTEGER NOT NULL REFERENCES exam_records (id) ON DELETE CASCADE,
  que_id     INTEGER NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  answer     TEXT NOT NULL DEFAULT '',
  attachment TEXT NOT NULL DEFAULT '[]',
  is_sign    TEXT NOT NULL DEFAULT '2',
  is_right   TEXT NOT NULL DEFAULT '',   -- '' unanswered or not graded yet, '1' right, '2' wrong
  score      REAL NOT NULL DEFAULT 0,
  is_score   TEXT NOT NULL DEFAULT '',   -- '1' scored, '0' waiting for a score (short answers)
  PRIMARY KEY (record_id, que_id)
);

-- Uploaded answer files; `path` is relative to the upstream's data folder.
CREATE TABLE uploads (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_id       TEXT NOT NULL UNIQUE,            -- random, also the stored file's name without extension
  file_name     TEXT NOT NULL,                   -- the original name
  path          TEXT NOT NULL,
  size          INTEGER NOT NULL,
  resource_type TEXT NOT NULL,
  created_at    TEXT NOT NULL                    -- ISO 8601 UTC
);

CREATE INDEX uploads_user ON uploads (user_id);
