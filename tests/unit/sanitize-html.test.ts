import { describe, expect, it } from "vitest";

import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";

describe("sanitizeUpstreamHtml", () => {
  it("keeps formatting, images and tables", () => {
    const html =
      '<p class="intro"><strong>Bold</strong> <img src="https://cdn.example.edu/a.png" alt="A"></p><table><tr><td colspan="2">x</td></tr></table>';
    expect(sanitizeUpstreamHtml(html)).toBe(html.replace('alt="A">', 'alt="A" />'));
  });

  it("removes scripts, event handlers, styles, frames and javascript: URLs", () => {
    const dirty =
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><style>*{}</style><p style="position:fixed">t</p>';
    const clean = sanitizeUpstreamHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|javascript:|iframe|style/i);
    expect(clean).toContain("<p>t</p>");
  });

  it("makes new-tab links unable to reach their opener", () => {
    expect(sanitizeUpstreamHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("turns nothing into an empty string", () => {
    expect(sanitizeUpstreamHtml(null)).toBe("");
    expect(sanitizeUpstreamHtml(undefined)).toBe("");
  });
});
