import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

type MetaArgs = Parameters<MetaFunction>[0];

/**
 * What a public page says of itself to search engines and sharing cards, made by the server (share.server.ts):
 * the description and the card's image as ready descriptors, and the origin of its addresses.
 */
export type Share = { origin: string | null; tags: MetaDescriptor[] };

/**
 * A public page's `meta`: its own descriptors (its title first), the server's description and image,
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
    // A page's own tag (its description: page-description.ts) wins over the school's.
    const mine = new Set(tags.map(tagKey));
    const title = { property: "og:title", content: (tags[0] as { title?: string }).title };
    const described = [...tags, ...share.tags.filter((tag) => !mine.has(tagKey(tag)))];
    // No origin the portal may name (share.server.ts): no address at all rather than the client's Host.
    if (!share.origin) return [...described, title];
    const url =
      share.origin + args.location.pathname + canonicalSearch(args.location.search, Boolean(course));
    return [
      ...described,
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
      title,
    ];
  };
}

const tagKey = (tag: MetaDescriptor) => {
  const { name, property } = tag as { name?: string; property?: string };
  return name ?? property;
};

/**
 * What the canonical query of a public page leaves out (decision 044): parameters that say how a visitor came
 * (campaigns, click ids) and a page's view state (the header search's marker, a reload, an open dialog).
 */
const NOISE = /^(utm_.*|gclid|dclid|fbclid|msclkid|yclid|spm|share_from|via|reload|edit|confirm)$/i;

/**
 * The canonical query of a public page: the address in view without that noise nor paging noise (a list's first
 * page is the list; on a course's page `page` pages its reviews, pages of one course), so that every shared or
 * tracked link of one page names the same canonical address.
 */
export function canonicalSearch(search: string, course = false): string {
  const kept = new URLSearchParams(search);
  for (const [name, value] of [...kept]) {
    if (NOISE.test(name) || (/page$/i.test(name) && (value === "1" || (course && name === "page"))))
      kept.delete(name);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
