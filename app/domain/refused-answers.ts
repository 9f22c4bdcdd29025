// Why an answer the server refused is listed as not saved (decision 042, "Time"): the same rule the list of an
// ended attempt's answers uses. An attempt found over is over by its time only when its deadline has passed; else
// it ended another way (handed in on another device, ended by the school) and is said so — never "the time was
// over at" a time still to come.

export type RefusedWhy = "time" | "ended" | "refused";

/**
 * Why an answer refused with `reason` at `atMs` (this device's clock) was not saved, for an attempt whose deadline
 * is `endsAtSeconds` (Unix seconds; null: none).
 */
export function refusedWhy(
  reason: "over" | "refused",
  endsAtSeconds: number | null,
  atMs: number,
): RefusedWhy {
  if (reason === "refused") return "refused";
  return endsAtSeconds !== null && atMs >= endsAtSeconds * 1000 ? "time" : "ended";
}
