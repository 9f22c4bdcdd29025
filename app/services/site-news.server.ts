import { z } from "zod";

import type { Api } from "./http.server";
import { idString, numeric, optionalText } from "./schema";

// The media service's site news (public-sites §2.6, §7.5; docs/design.md §9): GET /api/site/news with type notice or
// report, page and size; items {id, name, html} and total. The HTML is the editors' and must be sanitized on the
// server before a page shows it (app/utils/sanitize-html.server.ts).

export const NEWS_TYPES = ["notice", "report"] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export const SiteNewsItemSchema = z.object({
  id: idString,
  name: z.string(),
  html: optionalText,
});

export const SiteNewsPageSchema = z.object({
  items: z
    .array(SiteNewsItemSchema)
    .nullish()
    .transform((items) => items ?? []),
  total: numeric.nullish().transform((total) => total ?? 0),
});

export function listSiteNews(api: Api, query: { type: NewsType; page: number; size: number }) {
  return api.get("media", "/api/site/news", {
    schema: SiteNewsPageSchema,
    query: { type: query.type, page: query.page, size: query.size },
  });
}
