import { data } from "@remix-run/node";
import { z } from "zod";

import { isSchoolCode } from "~/domain/access";
import { NUMERIC_ID_PATTERN, parseNumericId } from "~/domain/ids";

// The id module's server side (app/domain/ids.ts holds the patterns): the zod schemas a form or params schema
// uses for an id, and the one answer to a route param that is not an id.

/** A numeric id (course, material, note, review) in a form or params schema. */
export const NumericId = z.string().regex(NUMERIC_ID_PATTERN);

/** A route param that must be a numeric id: the page does not exist (404) when it is not one. */
export function requireNumericId(value: string | null | undefined): string {
  const id = parseNumericId(value);
  if (!id) throw data(null, { status: 404 });
  return id;
}

/**
 * The school code of a `/center/{school}/…` route: the layout answers 404 for a bad one, but resource routes
 * (autosave, progress, the answer files) run without it, so every route reads it through here.
 */
export function requireSchool(params: { school?: string }): string {
  if (!isSchoolCode(params.school)) throw data(null, { status: 404 });
  return params.school;
}
