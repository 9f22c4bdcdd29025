import { beforeEach, describe, expect, it } from "vitest";

import { LONG_NOTE, noteCourseHandler, resetNotes } from "../mocks/learning/notes";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";

// The notes page as a browser without JavaScript gets it: whole documents through the built server.
useMockUpstream();

const handle = useBuiltServer();

beforeEach(() => {
  resetNotes();
  server.use(noteCourseHandler);
});

const PATH = "/center/100001/user/myNote";
const en = { "accept-language": "en" };

async function page(path: string, init: { form?: Record<string, string> } = {}) {
  const response = await handle(pageRequest(path, { loggedIn: true, headers: en, ...init }));
  const text = await response.text();
  // The markup only: the loader data for hydration follows it and holds every note whole.
  return { status: response.status, html: text.slice(0, text.indexOf("window.__remixContext")) };
}

describe("my notes without JavaScript", () => {
  it("lists the page's notes with position, links and real edit and delete links keeping the page", async () => {
    const { status, html } = await page(`${PATH}?page=2`);
    expect(status).toBe(200);
    expect(html).toContain("Note number 8");
    expect(html).not.toContain("Note number 9<");
    expect(html).toContain("At 01:02:05"); // note 8: a video note at 3725 s
    expect(html).toContain("Page 7"); // note 7: a document note at page 7
    expect(html).toContain(`href="${PATH}?page=2&amp;edit=8"`);
    expect(html).toContain(`href="${PATH}?page=2&amp;confirm=delete-8"`);
    expect(html).toContain(`href="${PATH}/open?note=8&amp;page=2"`);
  });

  it("cuts a long note at 1000 characters, and expands it by a link", async () => {
    const cut = await page(`${PATH}?page=2`);
    expect(cut.html).toContain(`${LONG_NOTE.slice(0, 1000)}…`);
    expect(cut.html).not.toContain("THE END");
    expect(cut.html).toContain(`href="${PATH}?page=2&amp;expand=3#note-3"`);
    const whole = await page(`${PATH}?page=2&expand=3`);
    expect(whole.html).toContain("THE END");
    expect(whole.html).toContain(">Collapse<");
  });

  it("opens the edit modal from the URL with the note's text, placeholder and counter", async () => {
    const { html } = await page(`${PATH}?page=2&edit=5`);
    expect(html).toMatch(/<dialog [^>]*open=""[^>]*aria-modal="true"/);
    expect(html).toContain(">Edit</h2>");
    expect(html).toMatch(/<textarea[^>]*placeholder="Start taking notes"[^>]*>Note number 5<\/textarea>/);
    expect(html).toMatch(/<textarea[^>]*maxLength="1000"/i);
    expect(html).toContain("13/1000");
  });

  it("answers a too-short text with the message in the modal and the typed text kept", async () => {
    const { status, html } = await page(`${PATH}?page=2&edit=5`, {
      form: { intent: "edit", id: "5", content: "abc" },
    });
    expect(status).toBe(400);
    expect(html).toMatch(/<dialog [^>]*open=""[^>]*aria-modal="true"/);
    expect(html).toContain("Please enter at least 5 characters");
    expect(html).toMatch(/<textarea[^>]*>abc<\/textarea>/);
    expect(html).toContain("3/1000");
  });

  it("keeps the text and shows the alert when the edited note no longer exists (decision 051)", async () => {
    const typed = "Typed for a note deleted meanwhile";
    // Without JavaScript, a navigation: post/redirect/get to the modal with the reply kept for one page.
    const posted = await handle(
      pageRequest(`${PATH}?edit=99`, {
        loggedIn: true,
        headers: { ...en, "sec-fetch-mode": "navigate" },
        form: { intent: "edit", id: "99", content: typed },
      }),
    );
    expect(posted.status).toBe(303);
    const cookie = (posted.headers.get("set-cookie") ?? "").split(";")[0]!;
    const response = await handle(
      pageRequest(posted.headers.get("location")!, { loggedIn: true, headers: en, cookie }),
    );
    const html = (await response.text()).split("window.__remixContext")[0]!;
    expect(html).toMatch(/<dialog [^>]*open=""[^>]*aria-modal="true"/);
    expect(html).toContain(`>${typed}</textarea>`);
    expect(html).toMatch(/role="alert"[^>]*>[^<]*(<[^>]+>)*[^<]*This note no longer exists/);
    // A browser that sends no Sec-Fetch-Mode gets the reply itself: the same modal.
    const direct = await page(`${PATH}?edit=99`, { form: { intent: "edit", id: "99", content: typed } });
    expect(direct.status).toBe(404);
    expect(direct.html).toContain(`>${typed}</textarea>`);
    expect(direct.html).toContain("This note no longer exists");
  });

  it("asks before deleting", async () => {
    const { html } = await page(`${PATH}?confirm=delete-14`);
    expect(html).toContain("Sure to delete the note?");
    expect(html).toMatch(/<input type="hidden" name="intent" value="delete"\/>/);
    expect(html).toMatch(/<input type="hidden" name="id" value="14"\/>/);
  });

  it("says there is nothing yet on a page without notes", async () => {
    const { html } = await page(`${PATH}?page=9`);
    expect(html).toContain("No related content");
  });
});
