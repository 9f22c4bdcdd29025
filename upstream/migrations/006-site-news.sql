-- The media service's site news (public-sites §2.6, §7.5; docs/design.md §9): the contest page's notices and reports.
-- The HTML is stored as the editors wrote it and served unsanitized: the portal sanitizes it.

CREATE TABLE site_news (
  id         INTEGER PRIMARY KEY,                                  -- fixed ids (demo content upserts on them)
  type       TEXT NOT NULL CHECK (type IN ('notice', 'report')),
  name       TEXT NOT NULL,
  html       TEXT NOT NULL,
  sort       INTEGER NOT NULL DEFAULT 0                            -- list order (then id)
);

CREATE INDEX site_news_type ON site_news (type, sort, id);
