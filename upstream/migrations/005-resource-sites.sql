-- The public resource sites (the vocational college site of school 100028): courses that any logged-in user of
-- their school may study without an enrolment, an optional class (project and contest lists), and an order for
-- courses and categories. Category paths with names, for the sites' `category_name`.

ALTER TABLE courses ADD COLUMN open_access INTEGER NOT NULL DEFAULT 0 CHECK (open_access IN (0, 1));  -- 1 = open
ALTER TABLE courses ADD COLUMN class_name TEXT;                    -- NULL = not in a class's list
ALTER TABLE courses ADD COLUMN sort INTEGER NOT NULL DEFAULT 0;   -- list order (then id)
ALTER TABLE categories ADD COLUMN sort INTEGER NOT NULL DEFAULT 0; -- order among siblings (then id)

CREATE INDEX courses_school_category ON courses (school_code, category_id);

-- Every category with its top-level ancestor, the ids from the top down to itself ('121,193,122') and the names
-- the same way ('家国情怀/强国建设/科技强国').
CREATE VIEW category_paths AS
WITH RECURSIVE tree (id, root_id, ids, names) AS (
  SELECT id, id, CAST(id AS TEXT), name FROM categories WHERE parent_id = 0
  UNION ALL
  SELECT c.id, tree.root_id, tree.ids || ',' || c.id, tree.names || '/' || c.name
  FROM categories c JOIN tree ON c.parent_id = tree.id
)
SELECT id, root_id, ids, names FROM tree;
