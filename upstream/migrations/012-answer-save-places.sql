-- The last place applied from EACH sender, per answer (decision 042, "Each save applied once, whatever the sender").
-- 010 kept one sender and place per answer, those of the save stored last, and ignored a save only when it came from
-- that sender. A save whose answer was stored by ANOTHER sender in between passed: device 1's save applied (its reply
-- lost), device 2's answer (or a form without JavaScript, no sender), device 1's retry of the same save applied again,
-- the older answer back over the newer one, and the count (011) showed the save twice. Here a save from sender S
-- whose place is not after the last place applied from S for that answer changes nothing and answers success
-- (../save-order.ts), whatever sender the stored answer is from. Between senders the answer that arrives last still
-- wins: the server cannot order two devices' clocks.
--
-- The places are written by triggers, in the statement that applies the save (as 011's count), and read by that
-- same statement's condition, so two saves racing cannot both pass and no save route can forget to record. A save
-- without a sender (a form without JavaScript) records none. The places belong to their answer: deleted with it
-- (practice's "answer again" deletes the chapter's answers, so a new round starts with no places; an attempt's go
-- with the attempt). A later migration that rebuilds an answer table copies its places aside first, as 004 does for
-- practice_answers: dropping the table would delete them.

CREATE TABLE exam_answer_places (
  record_id   INTEGER NOT NULL,
  que_id      INTEGER NOT NULL,
  save_client TEXT NOT NULL,
  save_seq    INTEGER NOT NULL,                  -- the last place applied from this sender for this answer
  PRIMARY KEY (record_id, que_id, save_client),
  FOREIGN KEY (record_id, que_id) REFERENCES exam_answers (record_id, que_id) ON DELETE CASCADE
);

CREATE TABLE practice_answer_places (
  user_id     INTEGER NOT NULL,
  exercise_id INTEGER NOT NULL,
  que_id      INTEGER NOT NULL,
  save_client TEXT NOT NULL,
  save_seq    INTEGER NOT NULL,
  PRIMARY KEY (user_id, exercise_id, que_id, save_client),
  FOREIGN KEY (user_id, exercise_id, que_id) REFERENCES practice_answers (user_id, exercise_id, que_id)
    ON DELETE CASCADE
);

-- The answers stored so far: the place of the sender each came from (what 010 compared against).
INSERT INTO exam_answer_places (record_id, que_id, save_client, save_seq)
SELECT record_id, que_id, save_client, save_seq FROM exam_answers WHERE save_client <> '';
INSERT INTO practice_answer_places (user_id, exercise_id, que_id, save_client, save_seq)
SELECT user_id, exercise_id, que_id, save_client, save_seq FROM practice_answers WHERE save_client <> '';

CREATE TRIGGER exam_answer_place_saved AFTER INSERT ON exam_answers WHEN NEW.save_client <> ''
BEGIN
  INSERT INTO exam_answer_places (record_id, que_id, save_client, save_seq)
  VALUES (NEW.record_id, NEW.que_id, NEW.save_client, NEW.save_seq)
  ON CONFLICT (record_id, que_id, save_client) DO UPDATE SET save_seq = max(save_seq, excluded.save_seq);
END;

CREATE TRIGGER exam_answer_place_resaved AFTER UPDATE OF save_client, save_seq ON exam_answers
  WHEN NEW.save_client <> ''
BEGIN
  INSERT INTO exam_answer_places (record_id, que_id, save_client, save_seq)
  VALUES (NEW.record_id, NEW.que_id, NEW.save_client, NEW.save_seq)
  ON CONFLICT (record_id, que_id, save_client) DO UPDATE SET save_seq = max(save_seq, excluded.save_seq);
END;

CREATE TRIGGER practice_answer_place_saved AFTER INSERT ON practice_answers WHEN NEW.save_client <> ''
BEGIN
  INSERT INTO practice_answer_places (user_id, exercise_id, que_id, save_client, save_seq)
  VALUES (NEW.user_id, NEW.exercise_id, NEW.que_id, NEW.save_client, NEW.save_seq)
  ON CONFLICT (user_id, exercise_id, que_id, save_client) DO UPDATE SET save_seq = max(save_seq, excluded.save_seq);
END;

CREATE TRIGGER practice_answer_place_resaved AFTER UPDATE OF save_client, save_seq ON practice_answers
  WHEN NEW.save_client <> ''
BEGIN
  INSERT INTO practice_answer_places (user_id, exercise_id, que_id, save_client, save_seq)
  VALUES (NEW.user_id, NEW.exercise_id, NEW.que_id, NEW.save_client, NEW.save_seq)
  ON CONFLICT (user_id, exercise_id, que_id, save_client) DO UPDATE SET save_seq = max(save_seq, excluded.save_seq);
END;
