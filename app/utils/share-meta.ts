import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

type MetaArgs = Parameters<MetaFunction>[0];

/** What a public page says of itself to search engines and sharing cards (built by share.server.ts). */
export type Share = { description: string; image: string; origin: string };

/**
 * A public page's `meta` (issue 28): its own descriptors (its title first), then a description, its canonical
 * address and the Open Graph card. The words and the image come from the server (the page's loader for a course,
 * else the root's for the school), so that the browser carries only this; the address is the one in view, less
 * the campaign tags. A failure keeps its title alone (it answers noindex, entry.server); personal pages do not use
 * this and answer noindex too.
 */
export function shareable<Args extends MetaArgs>(
  own: (args: Args) => MetaDescriptor[],
): (args: Args) => MetaDescriptor[] {
  return (args) => {
    const tags = own(args);
    const share =
      (args.data as { share?: Share } | undefined)?.share ??
      (args.matches[0]?.data as { share?: Share | null } | undefined)?.share;
    if (args.error || !share) return tags;
    const { location } = args;
    const query = new URLSearchParams(location.search);
    for (const key of [...query.keys()]) if (/^(utm_|from$)/.test(key)) query.delete(key);
    const search = query.toString();
    const url = `${share.origin}${location.pathname}${search ? `?${search}` : ""}`;
    const description = share.description;
    return [
      ...tags,
      { name: "description", content: description },
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
      { property: "og:title", content: (tags[0] as { title?: string }).title },
      { property: "og:description", content: description },
      { property: "og:image", content: share.image },
    ];
  };
}
