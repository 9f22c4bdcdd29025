-- The course catalogue, detail and player: what a material plays, course teachers, reviews and the schools'
-- anti-cheat settings. A video is now also finished when its furthest position reaches 90 % of its duration.

ALTER TABLE materials ADD COLUMN status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2));  -- 2 = gone
ALTER TABLE materials ADD COLUMN file TEXT NOT NULL DEFAULT '';    -- file name under static/media
ALTER TABLE materials ADD COLUMN remark TEXT NOT NULL DEFAULT '';  -- introduction, HTML
ALTER TABLE materials ADD COLUMN sign INTEGER NOT NULL DEFAULT 0 CHECK (sign IN (0, 1));  -- 1 = ask a signature

CREATE TABLE course_teachers (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  course_id INTEGER NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  name      TEXT NOT NULL,
  photo     TEXT NOT NULL DEFAULT '',  -- path on the upstream host, '' = none
  intro     TEXT NOT NULL DEFAULT '',  -- plain text
  sort      INTEGER NOT NULL,
  UNIQUE (course_id, sort)
);

CREATE TABLE course_comments (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  course_id  INTEGER NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  level      INTEGER NOT NULL CHECK (level BETWEEN 1 AND 5),
  content    TEXT NOT NULL,
  created_at TEXT NOT NULL  -- YYYY-MM-DD HH:MM:SS, UTC
);

CREATE INDEX course_comments_course ON course_comments (course_id, created_at);

-- Schools without a row have the defaults: play_status 2, hook_status 2, hook 1 min 0 s.
CREATE TABLE school_course_settings (
  school_code TEXT PRIMARY KEY REFERENCES schools (code),
  play_status INTEGER NOT NULL CHECK (play_status IN (1, 2)),  -- 1 = pause when the tab is hidden
  hook_status INTEGER NOT NULL CHECK (hook_status IN (1, 2)),  -- 1 = pause when idle
  hook_minute INTEGER NOT NULL,
  hook_second INTEGER NOT NULL
);

DROP VIEW course_progress;
DROP VIEW material_progress;

-- Per user and material: time studied, the furthest position, and whether it is finished (90 % of its duration
-- studied or reached, or for slides and documents the last page reached).
CREATE VIEW material_progress AS
SELECT l.user_id, l.course_id, l.cm_id,
  SUM(l.studied_seconds) AS studied_seconds,
  MAX(l.position) AS max_position,
  CASE
    WHEN m.id IS NULL THEN 0
    WHEN m.duration > 0 AND SUM(l.studied_seconds) * 10 >= m.duration * 9 THEN 1
    WHEN m.type = 1 AND m.duration > 0 AND MAX(l.position) * 10 >= m.duration * 9 THEN 1
    WHEN m.type IN (2, 3) AND m.pages > 0 AND MAX(l.position) >= m.pages THEN 1
    ELSE 0
  END AS finished
FROM learning_logs l
LEFT JOIN materials m ON m.id = l.cm_id AND m.course_id = l.course_id
GROUP BY l.user_id, l.course_id, l.cm_id;

CREATE VIEW course_progress AS
SELECT mp.user_id, mp.course_id,
  SUM(mp.studied_seconds) AS visit_time,
  COALESCE(
    100 * SUM(mp.finished) / NULLIF((SELECT COUNT(*) FROM materials m WHERE m.course_id = mp.course_id), 0),
    0
  ) AS learn_percent
FROM material_progress mp
GROUP BY mp.user_id, mp.course_id;
