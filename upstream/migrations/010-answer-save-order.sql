-- Answers sent from a device's queue carry who sent them (`save_client`: one id per attempt and device) and their
-- place in that device's order (`save_seq`). A save from the same client whose place is not after the one stored
-- changes nothing and still answers success: a retried send is one answer, a late one never undoes a newer one
-- (decision 042). A save without them (a form without JavaScript) is applied as before.

ALTER TABLE exam_answers ADD COLUMN save_client TEXT NOT NULL DEFAULT '';
ALTER TABLE exam_answers ADD COLUMN save_seq INTEGER NOT NULL DEFAULT 0;
ALTER TABLE practice_answers ADD COLUMN save_client TEXT NOT NULL DEFAULT '';
ALTER TABLE practice_answers ADD COLUMN save_seq INTEGER NOT NULL DEFAULT 0;
