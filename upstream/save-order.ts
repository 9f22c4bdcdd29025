// The order of answers sent from a device's queue (decision 042): `save_client` names the sender (one id per
// attempt and device), `save_seq` its place in that sender's order. A save whose sender is the one stored and
// whose place is not after the stored one changes nothing: a send retried after its answer was lost is one answer,
// and a send that arrives late never undoes a newer one. A save without them (a form posted without JavaScript) is
// applied as it comes. Schema: migrations/010-answer-save-order.sql; every save applied is counted, one row each, in
// migrations/011-applied-answer-saves.sql (a save ignored here leaves none).

export type SaveOrder = { client: string; seq: number };

const CLIENT = /^[A-Za-z0-9_-]{1,64}$/;

/** The order a save's fields carry; none ("" and 0) when either is missing or malformed. */
export function saveOrderOf(fields: Record<string, string | undefined>): SaveOrder {
  const client = fields.save_client ?? "";
  const seq = Number(fields.save_seq);
  if (!CLIENT.test(client) || !Number.isSafeInteger(seq) || seq <= 0) return { client: "", seq: 0 };
  return { client, seq };
}

/** The `ON CONFLICT … DO UPDATE … WHERE` condition under which a stored answer of `table` takes the new one. */
export function takesNewer(table: string): string {
  return `(excluded.save_client = '' OR excluded.save_client <> ${table}.save_client
    OR excluded.save_seq > ${table}.save_seq)`;
}
