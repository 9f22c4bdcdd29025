import { http } from "msw";
import { describe, expect, it } from "vitest";

import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";

import { ok } from "../mocks/envelope";
import { server, useMockUpstream } from "../mocks/server";
import { pageRequest, useBuiltServer } from "../routes/helpers";

import { XSS_VECTORS } from "./xss-vectors";

// The XSS corpus (the security suite) through the sanitizer of upstream HTML, and through whole pages
// of the built server whose user and upstream texts are all hostile: a note's text and its course's name (a
// learner's own words), a course's name, introduction (upstream HTML) and reviews (other learners' words). In the
// markup no vector may leave an element or attribute that runs script or reaches a script URL; text shows as text.
useMockUpstream();
const handle = useBuiltServer();

const LEARNING = "http://learning.test";

/** Entities a browser decodes in an attribute before it reads a URL, enough to see a hidden scheme. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "")
    .replace(/&amp;/g, "&");
}

const SCRIPT_URL = /^(javascript|vbscript|data:text\/html)/;
const RUNNABLE_ELEMENT =
  /^<(script|iframe|frame|frameset|object|embed|applet|base|isindex)\b|^<meta\b[^>]*http-equiv/i;

/**
 * What in a piece of markup could run script: script-like elements, event-handler attributes, URL attributes
 * with a script scheme, style with a script URL. The page's own scripts (carrying this response's nonce) are left
 * out first; text (escaped) and quoted attribute values are not markup.
 */
function runnable(html: string, nonce?: string): string[] {
  const markup = nonce
    ? html.replace(
        new RegExp(
          `<script nonce="${nonce.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"[^>]*>[\\s\\S]*?</script>`,
          "g",
        ),
        "",
      )
    : html;
  const found: string[] = [];
  for (const tag of markup.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const bare = tag.replace(/"[^"]*"|'[^']*'/g, '""');
    if (RUNNABLE_ELEMENT.test(bare)) found.push(tag);
    if (/[\s/]on[a-z]+\s*=/i.test(bare)) found.push(tag);
    for (const [, name, value] of tag.matchAll(/\s([a-z:-]+)\s*=\s*"([^"]*)"/gi)) {
      const url = decodeAttribute(value ?? "")
        .split("")
        // A browser ignores control characters and spaces in a URL's scheme.
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join("")
        .toLowerCase();
      if (
        /^(href|src|action|formaction|xlink:href|background|data|poster|srcdoc)$/i.test(name ?? "") &&
        SCRIPT_URL.test(url)
      )
        found.push(tag);
      if (name?.toLowerCase() === "style" && /javascript:|expression\(/.test(url)) found.push(tag);
      if (name?.toLowerCase() === "srcdoc") found.push(tag);
    }
  }
  return found;
}

describe("the XSS corpus", () => {
  it("has at least 50 vectors", () => {
    expect(new Set(XSS_VECTORS).size).toBeGreaterThanOrEqual(50);
  });

  it("finds what it is meant to find (the check itself)", () => {
    // Every vector as markup, unsanitized, is caught by the check: a check that saw nothing would prove nothing.
    const missed = XSS_VECTORS.filter((vector) => /<[a-z]/i.test(vector) && runnable(vector).length === 0);
    expect(missed.length).toBeLessThan(XSS_VECTORS.length / 4);
    expect(runnable("<img src=x onerror=alert(1)>")).not.toEqual([]);
    expect(runnable('<a href="java&#x09;script:alert(1)">x</a>')).not.toEqual([]);
  });

  it.each(XSS_VECTORS)("the sanitizer leaves nothing runnable: %s", (vector) => {
    expect(runnable(sanitizeUpstreamHtml(`<p>before</p>${vector}<p>after</p>`))).toEqual([]);
  });
});

async function page(path: string): Promise<string> {
  const response = await handle(pageRequest(path, { loggedIn: true }));
  expect(response.status).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const html = await response.text();
  const found = runnable(html, nonce);
  expect(found, "runnable markup in the page").toEqual([]);
  return html;
}

describe("pages whose user and upstream texts are all hostile", () => {
  it("my notes: each note's text and its course's name", async () => {
    const items = XSS_VECTORS.map((vector, index) => ({
      id: index + 1,
      course_id: 201,
      chapter_id: 301,
      cm_id: 401,
      content: vector,
      created_at: "2026-05-01 10:00:00",
      type: 2,
      position: 1,
      course_name: vector,
      chapter_name: vector,
      course_status: 1,
    }));
    server.use(http.get(`${LEARNING}/api/my/course/note`, () => ok({ items, total: items.length })));
    const html = await page("/center/100001/user/myNote");
    // Shown as text: the first vector's words are on the page, escaped.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("course detail: the name, the introduction (upstream HTML) and every review", async () => {
    const hostile = XSS_VECTORS.join("\n");
    server.use(
      http.get(`${LEARNING}/api/course/course/501`, () =>
        ok({
          id: 501,
          name: XSS_VECTORS[9],
          photo: "",
          category_name: XSS_VECTORS[27],
          intro: hostile,
          total_time: "60",
          remaining_day: 30,
          status: 1,
          course_status: 1,
          type: 2,
        }),
      ),
      http.get(`${LEARNING}/api/course/comment`, () =>
        ok({
          items: XSS_VECTORS.slice(0, 10).map((vector, index) => ({
            id: index + 1,
            user_id: 900 + index,
            user_name: vector,
            user_photo: "",
            level: 5,
            content: vector,
            created_at: "2026-05-01 10:00:00",
            course_id: 501,
          })),
          total: 10,
          page_num: 1,
        }),
      ),
    );
    await page("/center/100001/class/501");
    await page("/center/100001/class/501?tab=reviews");
  });
});
