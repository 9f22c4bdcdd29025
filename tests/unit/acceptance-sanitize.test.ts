import { describe, expect, it } from "vitest";

import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";

// Decision 027: intro HTML leaves no relative resource URL that the browser would fetch from
// the page's own path (/center/…/video/16/x, a 404 into the portal).
describe("sanitizeUpstreamHtml and relative resource addresses", () => {
  it("drops an image with a relative, root-relative or protocol-less address, and keeps the text around it", () => {
    for (const src of ["x", "./x.png", "../img/x.png", "/static/x.png", "  x.png"]) {
      const clean = sanitizeUpstreamHtml(`<p>Before <img src="${src}" alt="X"> after</p>`);
      expect(clean, src).toBe("<p>Before  after</p>");
    }
  });

  it("drops a relative video, audio or source address and a relative poster", () => {
    const clean = sanitizeUpstreamHtml(
      '<video src="clip.mp4" poster="p.png" controls><source src="a.mp4" type="video/mp4"></video><audio src="s.mp3"></audio>',
    );
    expect(clean).not.toMatch(/src=|poster=/);
  });

  it("keeps absolute http(s) addresses and data: images", () => {
    const html =
      '<img src="https://cdn.example.edu/a.png" alt="A" /><img src="data:image/png;base64,AAAA" alt="B" />';
    expect(sanitizeUpstreamHtml(html)).toBe(html);
    expect(sanitizeUpstreamHtml('<video src="https://cdn.example.edu/v.mp4" controls></video>')).toContain(
      'src="https://cdn.example.edu/v.mp4"',
    );
  });
});
