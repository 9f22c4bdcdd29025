-- The study-trip page's tools and materials (public-sites §2.7, §7.6; docs/design.md §9): files of a school, listed by
-- GET /api/yanxue/material/index and downloaded through it with is_download=1. `path` is relative to the folder
-- static/study-trip/ (closed to /static/: files are served only through the school-checked download).

CREATE TABLE yanxue_materials (
  id INTEGER PRIMARY KEY,
  school_code TEXT NOT NULL,
  name TEXT NOT NULL,
  path TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX yanxue_materials_school ON yanxue_materials (school_code, sort);
