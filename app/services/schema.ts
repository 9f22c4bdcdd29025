import { z } from "zod";

// Field shapes the upstream services share. Real services send numbers as numbers or strings, and leave
// optional fields out or null; these read all of that the way the specification means it.

/** An id or code, read as its string form. */
export const idString = z.union([z.string(), z.number()]).transform(String);

/** A number sent as a number or a numeric string. */
export const numeric = z.coerce.number();

/** A number that may be missing; missing stays null. (`.optional()`: zod 4 lets an object key be absent only then.) */
export const optionalNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined || value === "" ? null : Number(value)))
  .refine((value) => value === null || Number.isFinite(value), "expected a number");

export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

/** A list that may be missing or null: missing is empty. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((list) => list ?? []);
}

/** A list the services send as an array or wrapped as `{items}` ("array of categories", public-sites §7.1). */
export function arrayOrItems<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), z.object({ items: z.array(item) })])
    .transform((value) => (Array.isArray(value) ? value : value.items));
}

/** `{items, total}` of a paged list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: listOf(item),
    total: numeric.nullish().transform((total) => total ?? 0),
  });
}
