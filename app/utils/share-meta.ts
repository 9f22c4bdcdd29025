import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

type MetaArgs = Parameters<MetaFunction>[0];

/**
 * What a public page says of itself to search engines and sharing cards, made by the server (share.server.ts):
 * the description and the card's image as ready descriptors, and the origin of its addresses.
 */
export type Share = { origin: string; tags: MetaDescriptor[] };

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
    const share: Share | undefined =
      (args.data as { share?: Share } | undefined)?.share ??
      (args.matches[0]?.data as { share?: Share } | undefined)?.share;
    if (args.error || !share) return tags;
    const url = share.origin + args.location.pathname + args.location.search;
    return [
      ...tags,
      ...share.tags,
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
      { property: "og:title", content: (tags[0] as { title?: string }).title },
    ];
  };
}
