// The order of answers sent from a device's queue (decision 042): `save_client` names the sender (one id per
// attempt and device), `save_seq` its place in that sender's order. A save whose place is not after the last place
// applied from its sender for that answer changes nothing, whatever sender the stored answer came from: a send
// retried after its reply was lost is one answer, even when another device answered in between, and a send that
// arrives late never undoes a newer one of its sender. Between senders the save that arrives last wins. A save
// without them (a form posted without JavaScript) is applied as it comes. Schema: migrations/010-answer-save-order.sql
// (the stored answer's sender and place), migrations/012-answer-save-places.sql (the last place applied from each
// sender); every save applied is counted, one row each, in migrations/011-applied-answer-saves.sql (a save ignored
// here leaves none).

export type SaveOrder = { client: string; seq: number };

const CLIENT = /^[A-Za-z0-9_-]{1,64}$/;

/** The order a save's fields carry; none ("" and 0) when either is missing or malformed. */
export function saveOrderOf(fields: Record<string, string | undefined>): SaveOrder {
  const client = fields.save_client ?? "";
  const seq = Number(fields.save_seq);
  if (!CLIENT.test(client) || !Number.isSafeInteger(seq) || seq <= 0) return { client: "", seq: 0 };
  return { client, seq };
}

/** Each answer table, the table of the last places applied from its senders, and the columns naming an answer. */
const PLACES = {
  exam_answers: { places: "exam_answer_places", keys: ["record_id", "que_id"] },
  practice_answers: { places: "practice_answer_places", keys: ["user_id", "exercise_id", "que_id"] },
} as const;

/**
 * The `ON CONFLICT … DO UPDATE … WHERE` condition under which a stored answer of `table` takes the new one: the
 * save has no sender, or its place is after the last one applied from its sender for this answer. A first answer
 * (no row yet) has no places either: they are deleted with their answer. The places are recorded by triggers in
 * the same statement, so two saves racing cannot both pass.
 */
export function takesNewer(table: keyof typeof PLACES): string {
  const { places, keys } = PLACES[table];
  const same = keys.map((key) => `place.${key} = excluded.${key}`).join(" AND ");
  return `(excluded.save_client = '' OR NOT EXISTS (SELECT 1 FROM ${places} AS place
    WHERE ${same} AND place.save_client = excluded.save_client AND place.save_seq >= excluded.save_seq))`;
}
