import sanitize from "sanitize-html";

// Course introductions, news and questions arrive as HTML from the upstream. They are cleaned here, once, on
// the server, before any component renders them: formatting, links, images and tables stay; scripts, styles,
// event handlers, frames and javascript: URLs go.
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
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** HTML from an upstream, safe to render with dangerouslySetInnerHTML. */
export function sanitizeUpstreamHtml(html: string | null | undefined): string {
  return html ? sanitize(html, OPTIONS) : "";
}
