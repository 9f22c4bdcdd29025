import type { Page } from "@playwright/test";

import { courseId, expect, JS_ONLY, jsOn, MARKUP, NO_JS, test, UPSTREAM, waitForHydration } from "./fixtures";

// The course player (learner-area §2): every test runs with JavaScript on and off. The two projects run side by
// side against one demo database, so each works on its own course where it changes the learner's progress.

type Material = { cm_id: number; chapter_id: number; name: string; type: number };

async function materialsOf(page: Page, course: number): Promise<Material[]> {
  const answer = await page.request.get(`${UPSTREAM}/api/course/${course}/chapter`, {
    params: { action: "learn" },
  });
  const body = (await answer.json()) as { data: { children: Material[] }[] };
  return body.data.flatMap((section) => section.children);
}

const player = (course: number, material: number | string, query = "") =>
  `/center/100001/video/${course}/${material}${query}`;

test.use({ account: "learner" });

test(
  "videoId 0 resumes where the previous visit stopped: a video played and paused",
  { tag: JS_ONLY },
  async ({ page }) => {
    // Play the second lecture of Welding (a real 5 s video that needs a signature) and pause it.
    const course = await courseId(page, "Welding Safety and Technique");
    const [, second] = await materialsOf(page, course);
    if (!second) throw new Error("no second material");
    await page.goto(player(course, second.cm_id));
    await expect(page.locator(".video-js")).toBeVisible({ timeout: 15_000 });
    await page.locator(".vjs-big-play-button").click();
    const video = page.locator(".video-js video");
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(1.5);
    const logged = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith(`/${second.cm_id}/progress`),
    );
    await page.locator(".vjs-play-control").click();
    await (await logged).response();
    await expect
      .poll(
        async () => {
          await page.goto(player(course, 0));
          return page.locator(".player-stage__video").getAttribute("data-start");
        },
        { timeout: 20_000 },
      )
      .not.toBe("0");
    await expect(page.getByRole("heading", { level: 2, name: second.name })).toBeVisible();
    await expect(page.getByText(/Continue from 00:00:0\d/)).toBeVisible();
  },
);

test(
  "videoId 0 resumes where the previous visit stopped: a position logged by the beacon's route",
  { tag: NO_JS },
  async ({ page, baseURL }) => {
    // Log a position through the portal's progress route, as the beacon does, then open at videoId 0.
    const course = await courseId(page, "Office Software in Practice");
    const materials = await materialsOf(page, course);
    const target = materials.filter((material) => material.type === 1)[1];
    if (!target) throw new Error("no second video");
    const answer = await page.request.post(player(course, target.cm_id, "/progress"), {
      form: { position: "37", chapter_id: String(target.chapter_id) },
      // As the browser's beacon sends it: from the page's origin (decision 050).
      headers: { origin: new URL(baseURL ?? page.url()).origin },
    });
    expect(answer.status()).toBe(200);
    await page.goto(player(course, 0));
    await expect(page.getByRole("heading", { level: 2, name: target.name })).toBeVisible();
    await expect(page.locator("video")).toHaveAttribute("src", /\.mp4(\?[^#]*)?#t=37$/);
    await expect(page.getByText("Continue from 00:00:37")).toBeVisible();
  },
);

test("a note is added from the player, a too-short one first", async ({ page }) => {
  const course = await courseId(
    page,
    jsOn() ? "Welding Safety and Technique" : "Office Software in Practice",
  );
  const [first] = await materialsOf(page, course);
  if (!first) throw new Error("no material");
  await page.goto(player(course, first.cm_id, "?panel=notes"));
  const text = page.getByLabel("Note", { exact: true });
  await text.fill("abc");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please enter at least 5 characters" }),
  ).toBeVisible();
  await expect(text).toHaveValue("abc");
  // With JavaScript the focus goes to the text in error (it fell to <body> before: decision 044).
  if (jsOn()) await expect(text).toBeFocused();
  const note = `From the player, ${jsOn() ? "with" : "without"} JavaScript ${Date.now()}`;
  await text.fill(note);
  // The counter follows the text with JavaScript; without, it shows what the server last saw.
  if (jsOn()) await expect(page.getByText(`${Array.from(note).length}/1000`)).toBeVisible();
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Saved successfully")).toBeVisible();
  // The saved note's material names its chapter (one round of upstream calls: docs/decisions/019).
  await expect(page).toHaveURL(
    new RegExp(`/video/${course}/${first.cm_id}\\?chapter=${first.chapter_id}&panel=notes$`),
  );
  await expect(page.locator(".player-note").filter({ hasText: note })).toBeVisible();
});

test("an expired course goes to the no-permission page", { tag: MARKUP }, async ({ page }) => {
  const course = await courseId(page, "Laboratory Safety Rules");
  await page.goto(player(course, 0));
  await expect(page).toHaveURL("/center/100001/class/nopermission");
  await expect(page.getByText("You have no permission to view this course")).toBeVisible();
});

test("previous and next lecture links walk the tree", async ({ page }) => {
  const course = await courseId(page, "Welding Safety and Technique");
  const [first, second] = await materialsOf(page, course);
  if (!first || !second) throw new Error("two materials expected");
  await page.goto(player(course, first.cm_id));
  const lectures = page.getByRole("navigation", { name: "Previous and next lecture" });
  await expect(lectures.getByText("Previous lecture")).toHaveAttribute("aria-disabled", "true");
  await lectures.getByRole("link", { name: "Next lecture" }).click();
  // The links name the material's chapter, so that its page loads in one round (docs/decisions/019).
  await expect(page).toHaveURL(player(course, second.cm_id, `?chapter=${second.chapter_id}`));
  await expect(page.getByRole("heading", { level: 2, name: second.name })).toBeVisible();
  await lectures.getByRole("link", { name: "Previous lecture" }).click();
  await expect(page).toHaveURL(player(course, first.cm_id, `?chapter=${first.chapter_id}`));
});

test("panels are URL state: directory, introduction, notes, rating", async ({ page }) => {
  // The demo introduction of Welding 1.1 carries <img src="x"> (to test sanitizing); answer that broken image.
  await page.route(/\/video\/\d+\/x$/, (route) => route.fulfill({ status: 204 }));
  const course = await courseId(page, "Welding Safety and Technique");
  const [first] = await materialsOf(page, course);
  if (!first) throw new Error("no material");
  await page.goto(player(course, first.cm_id));
  const panels = page.getByRole("navigation", { name: "Study panels" });

  await panels.getByRole("link", { name: "Directory" }).click();
  await expect(page).toHaveURL(/\?panel=directory$/);
  const directory = page.getByRole("complementary", { name: "Directory" });
  await expect(directory.getByRole("link", { name: new RegExp(first.name) })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(directory.getByText("Now studying")).toBeVisible();

  await panels.getByRole("link", { name: "Introduction" }).click();
  await expect(page).toHaveURL(/\?panel=intro$/);
  const intro = page.getByRole("complementary", { name: "Introduction" });
  await expect(intro.getByText("Before the first weld")).toBeVisible();
  expect(await intro.innerHTML()).not.toMatch(/<script|onclick|onerror/);

  await page.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(player(course, first.cm_id));

  await page.goto(player(course, first.cm_id, "?panel=rate"));
  const dialog = page.getByRole("dialog", { name: "Rate course" });
  await expect(dialog.getByRole("radio", { name: "5 stars" })).toBeChecked();
});

test(
  "a refused rating puts the focus on the review and keeps what was typed",
  { tag: JS_ONLY },
  async ({ page }) => {
    // The course pages' review forms did; the player's rating left the focus on its button, or on <body> at 360 px.
    const course = await courseId(page, "Welding Safety and Technique");
    const [first] = await materialsOf(page, course);
    if (!first) throw new Error("no material");
    await page.goto(player(course, first.cm_id, "?panel=rate"));
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Rate course" });
    const review = dialog.getByRole("textbox");
    await review.fill("ab");
    await dialog.getByRole("button", { name: "Submit review" }).click();
    await expect(review).toBeFocused();
    await expect(review).toHaveValue("ab");
    await expect(review).toHaveAttribute("aria-invalid", "true");
  },
);

async function openSlides(page: Page): Promise<{ course: number; slides: Material }> {
  const course = await courseId(page, "Welding Safety and Technique");
  const slides = (await materialsOf(page, course)).find((material) => material.type === 2);
  if (!slides) throw new Error("no slides");
  await page.goto(player(course, slides.cm_id));
  return { course, slides };
}

test("slides: the preview file link, a PDF", { tag: MARKUP }, async ({ page }) => {
  const { course, slides } = await openSlides(page);
  const link = page.getByRole("link", { name: "Open the slides (PDF)" });
  await expect(link).toHaveAttribute("href", player(course, slides.cm_id, "/preview"));
  const file = await page.request.get(player(course, slides.cm_id, "/preview"));
  expect(file.headers()["content-type"]).toContain("application/pdf");
});

test("slides: react-pdf pages through them with JavaScript", { tag: JS_ONLY }, async ({ page }) => {
  await openSlides(page);
  await expect(page.locator(".player-pdf canvas")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Page 1 of 5/).first()).toBeVisible();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText(/Page 2 of 5/).first()).toBeVisible();
});

test(
  "more than 10 notes: the panel loads the next page as its end comes into view",
  { tag: JS_ONLY },
  async ({ page }) => {
    // Python Programming Fundamentals has 11 demo notes of `learner` (upstream/demo/notes.ts).
    const course = await courseId(page, "Python Programming Fundamentals");
    const [first] = await materialsOf(page, course);
    if (!first) throw new Error("no material");
    await page.goto(player(course, first.cm_id, "?panel=notes"));
    const notes = page.locator(".player-notes__list .player-note");
    await expect(notes).toHaveCount(10);
    // Hydrated: the counter of the note form follows the text only with JavaScript.
    await page.getByLabel("Note", { exact: true }).fill("hydrated?");
    await expect(page.getByText("9/1000")).toBeVisible();
    await page.locator(".player-notes__sentinel").scrollIntoViewIfNeeded();
    await expect.poll(() => notes.count(), { timeout: 10_000 }).toBeGreaterThan(10);
    await expect(page.getByRole("status").filter({ hasText: /^Loaded 1 more notes$/ })).toBeAttached();
    // One way to page the notes at a time: with JavaScript the list goes on by itself, no page links beside it
    // (they are the way without JavaScript: the next test).
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  },
);

test(
  "more than 10 notes: a later page opened by its address links back to the notes before it",
  { tag: JS_ONLY },
  async ({ page }) => {
    const course = await courseId(page, "Python Programming Fundamentals");
    const [first] = await materialsOf(page, course);
    if (!first) throw new Error("no material");
    await page.goto(player(course, first.cm_id, "?panel=notes&page=2"));
    await waitForHydration(page);
    await expect(page.locator(".player-notes__list .player-note")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await page.locator(".player-notes").getByRole("link", { name: "Earlier notes" }).click();
    await expect(page).toHaveURL(new RegExp(`/video/${course}/${first.cm_id}\\?panel=notes$`));
    await expect(page.locator(".player-notes__list .player-note")).toHaveCount(10);
  },
);

test("more than 10 notes: the page links of the notes panel work", { tag: NO_JS }, async ({ page }) => {
  const course = await courseId(page, "Python Programming Fundamentals");
  const [first] = await materialsOf(page, course);
  if (!first) throw new Error("no material");
  await page.goto(player(course, first.cm_id, "?panel=notes"));
  const pages = page.getByRole("navigation", { name: "Pagination" });
  await pages.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/\?panel=notes&page=2#player-notes-title$/);
  await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.locator(".player-notes__list .player-note")).toHaveCount(1);
});

// video.js runs with JavaScript; without it the browser's own <video controls>.
test(
  "the video controls speak the page's language: zh-CN with its control names, English otherwise",
  { tag: JS_ONLY },
  async ({ page, context, baseURL }) => {
    const course = await courseId(page, "Welding Safety and Technique");
    const [first] = await materialsOf(page, course);
    if (!first) throw new Error("no material");
    const languageFiles: string[] = [];
    page.on("request", (request) => {
      if (/zh-CN[^/]*\.js$/.test(request.url()) && request.url().includes("/build/"))
        languageFiles.push(request.url());
    });

    // English page: English controls, and the Chinese words are not fetched.
    await page.goto(player(course, first.cm_id));
    await expect(page.locator(".video-js")).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(".vjs-play-control")).toHaveAttribute("title", "Play");
    await expect(page.locator(".vjs-mute-control")).toHaveAttribute("title", "Mute");
    expect(languageFiles).toEqual([]);

    // zh-CN: video.js's own zh-CN words, fetched for this page only.
    await context.addCookies([{ name: "locale", value: "zh-CN", url: baseURL ?? "" }]);
    await page.goto(player(course, first.cm_id));
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.locator(".video-js")).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(".vjs-play-control")).toHaveAttribute("title", "播放");
    await expect(page.locator(".vjs-play-control .vjs-control-text")).toHaveText("播放");
    await expect(page.locator(".vjs-big-play-button")).toHaveAttribute("title", "播放视频");
    await expect(page.locator(".vjs-mute-control")).toHaveAttribute("title", "静音");
    await expect(page.locator(".vjs-playback-rate .vjs-control-text").first()).toHaveText(/播放速度/);
    // No control is left in English, the hidden ones included (a screen reader reads a control shown later).
    const words = await page
      .locator(".video-js")
      .evaluate((player) =>
        [...player.querySelectorAll(".vjs-control-text, [title]")].map(
          (node) => node.getAttribute("title") ?? node.textContent ?? "",
        ),
      );
    // ("Escape" in video.js's own Chinese sentence is the key's name.)
    expect(words.filter((word) => /[A-Za-z]{3,}/.test(word.replace("Escape键", "")))).toEqual([]);
    expect(languageFiles.length).toBe(1);
  },
);
