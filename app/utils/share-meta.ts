import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

type MetaArgs = Parameters<MetaFunction>[0];

/**
 * What a public page says of itself to search engines and sharing cards, made by the server (share.server.ts):
 * the description and the card's image as ready descriptors, and the origin of its addresses.
 */
export type Share = { origin: string; tags: MetaDescriptor[] };

/**
 * A public page's `meta` (issue 28): its own descriptors (its title first), the server's description and image,
 * then what only the browser knows after a navigation: the address in view (canonical, og:url) and the title
 * (og:title). The words come from the page's loader for a course, else the root's for the school, so that the
 * browser carries only this. A failure keeps its title alone (it answers noindex, entry.server); personal pages
 * do not use this and answer noindex too.
 */
export function shareable<Args extends MetaArgs>(
  own: (args: Args) => MetaDescriptor[],
): (args: Args) => MetaDescriptor[] {
  return (args) => {
    const tags = own(args);
    // A course's page brings its own card; any other page the school's (the root's).
    const course = (args.data as { share?: Share } | undefined)?.share;
    const share: Share | undefined =
      course ?? (args.matches[0]?.data as { share?: Share } | undefined)?.share;
    if (args.error || !share) return tags;
    const url =
      share.origin +
      args.location.pathname +
      canonicalSearch(args.location.search, { course: Boolean(course) });
    // A page that describes itself (pageDescription) keeps its words for the card too.
    const described = tags.find(isDescription);
    const shared = described
      ? share.tags
          .filter((tag) => !isDescription(tag))
          .map((tag) => (isCardDescription(tag) ? { ...tag, content: described.content } : tag))
      : share.tags;
    return [
      ...tags,
      ...shared,
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
      { property: "og:title", content: (tags[0] as { title?: string }).title },
    ];
  };
}

const isDescription = (tag: MetaDescriptor): tag is { name: "description"; content: string } =>
  "name" in tag && tag.name === "description";
const isCardDescription = (tag: MetaDescriptor) => "property" in tag && tag.property === "og:description";

/** Parameters that say how a visitor came (campaigns, click ids), never what the page is. */
const CAMPAIGN = /^(utm_.*|gclid|dclid|fbclid|msclkid|yclid|spm|share_from)$/i;
/** A page's own state that is not a page of its own: the header search's marker, a reload, an open dialog. */
const VIEW_STATE = new Set(["via", "reload", "edit", "confirm"]);
/** Paging: a list's first page is the list itself. */
const isFirstPage = (name: string, value: string) => /page$/i.test(name) && value === "1";
/** On a course's page `page` pages its reviews: pages of one course, one canonical address. */
const COURSE_PAGING = "page";

/**
 * The canonical query of a public page (decision 044): the address in view without campaign parameters, view
 * state or paging noise, so that every shared or tracked link of one page names the same canonical address.
 */
export function canonicalSearch(search: string, { course = false } = {}): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (CAMPAIGN.test(name) || VIEW_STATE.has(name) || isFirstPage(name, value)) continue;
    if (course && name === COURSE_PAGING) continue;
    kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
