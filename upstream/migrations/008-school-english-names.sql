-- A school's name is its own (Chinese for a Chinese school); an English name, when it has one, is for the English
-- pages (decision 027). /api/login/info sends it as school_name_en.

ALTER TABLE schools ADD COLUMN name_en TEXT;
