-- Every save of an answer the upstream APPLIED, one row each, in the order applied: a save that changed the stored
-- answer (or flag, or files), a first answer, a form without JavaScript. A save ignored as not newer than the stored
-- one from its sender (decision 042, ../save-order.ts) writes nothing, so it leaves no row here either. This is how
-- "each save applied once" is counted: a retried send applied twice would show as two rows with one
-- (save_client, save_seq). The rows are written by triggers, in the statement that applies the save, so no save
-- route can forget them; a teacher's or a self-score's update (score columns only) is no save and adds none. The
-- seeded answers of the demo are saves too. Read by the end-to-end tests (tests/e2e/helpers/applied-saves.ts), by
-- no endpoint.

CREATE TABLE exam_answer_saves (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,       -- the order in which saves were applied
  record_id   INTEGER NOT NULL REFERENCES exam_records (id) ON DELETE CASCADE,
  que_id      INTEGER NOT NULL,
  answer      TEXT NOT NULL,
  is_sign     TEXT NOT NULL,
  save_client TEXT NOT NULL,
  save_seq    INTEGER NOT NULL
);
CREATE INDEX exam_answer_saves_by_question ON exam_answer_saves (record_id, que_id);

CREATE TRIGGER exam_answer_saved AFTER INSERT ON exam_answers
BEGIN
  INSERT INTO exam_answer_saves (record_id, que_id, answer, is_sign, save_client, save_seq)
  VALUES (NEW.record_id, NEW.que_id, NEW.answer, NEW.is_sign, NEW.save_client, NEW.save_seq);
END;

CREATE TRIGGER exam_answer_resaved AFTER UPDATE OF answer, attachment, is_sign, save_client, save_seq ON exam_answers
BEGIN
  INSERT INTO exam_answer_saves (record_id, que_id, answer, is_sign, save_client, save_seq)
  VALUES (NEW.record_id, NEW.que_id, NEW.answer, NEW.is_sign, NEW.save_client, NEW.save_seq);
END;

CREATE TABLE practice_answer_saves (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  exercise_id INTEGER NOT NULL,
  que_id      INTEGER NOT NULL,
  answer      TEXT NOT NULL,
  is_sign     TEXT NOT NULL,
  save_client TEXT NOT NULL,
  save_seq    INTEGER NOT NULL
);
CREATE INDEX practice_answer_saves_by_question ON practice_answer_saves (user_id, exercise_id, que_id);

CREATE TRIGGER practice_answer_saved AFTER INSERT ON practice_answers
BEGIN
  INSERT INTO practice_answer_saves (user_id, exercise_id, que_id, answer, is_sign, save_client, save_seq)
  VALUES (NEW.user_id, NEW.exercise_id, NEW.que_id, NEW.answer, NEW.is_sign, NEW.save_client, NEW.save_seq);
END;

CREATE TRIGGER practice_answer_resaved AFTER UPDATE OF answer, attachment, is_sign, save_client, save_seq
  ON practice_answers
BEGIN
  INSERT INTO practice_answer_saves (user_id, exercise_id, que_id, answer, is_sign, save_client, save_seq)
  VALUES (NEW.user_id, NEW.exercise_id, NEW.que_id, NEW.answer, NEW.is_sign, NEW.save_client, NEW.save_seq);
END;
