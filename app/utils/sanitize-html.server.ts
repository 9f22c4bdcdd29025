import sanitize from "sanitize-html";

// Course introductions, news and questions arrive as HTML from the upstream. They are cleaned here, once, on
// the server, before any component renders them: formatting, links, images and tables stay; scripts, styles,
// event handlers, frames and javascript: URLs go. A resource (an image, a video, a sound) must name its address
// in full: a relative one would be fetched from the page's own path (/center/…/video/16/x), a 404 into the
// portal, so it is dropped, and an image left without an address with it (decision 027).

/** An address a resource may be loaded from: absolute http(s), or a data: image. */
function isAbsoluteResource(url: string | undefined, allowData: boolean): boolean {
  const value = (url ?? "").trim();
  return /^https?:\/\/[^/]/i.test(value) || (allowData && /^data:image\//i.test(value));
}

/** The tag with its src (and a video's poster) kept only when absolute. */
function withAbsoluteResources(allowData: boolean): sanitize.Transformer {
  return (tagName, attribs) => {
    const kept = { ...attribs };
    for (const name of ["src", "poster"])
      if (name in kept && !isAbsoluteResource(kept[name], allowData)) delete kept[name];
    return { tagName, attribs: kept };
  };
}
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    "img",
    "figure",
    "figcaption",
    "video",
    "audio",
    "source",
    "span",
    "u",
    "s",
    "sub",
    "sup",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    video: ["src", "controls", "poster", "width", "height"],
    audio: ["src", "controls"],
    source: ["src", "type"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    "*": ["class", "lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  // A link that opens a new tab must not hand the opener to the other page.
  transformTags: {
    img: withAbsoluteResources(true),
    video: withAbsoluteResources(false),
    audio: withAbsoluteResources(false),
    source: withAbsoluteResources(false),
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
  // An image or a source whose address was dropped shows nothing: it goes too.
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "source") && !frame.attribs.src,
};

/** HTML from an upstream, safe to render with dangerouslySetInnerHTML. */
export function sanitizeUpstreamHtml(html: string | null | undefined): string {
  return html ? sanitize(html, OPTIONS) : "";
}
