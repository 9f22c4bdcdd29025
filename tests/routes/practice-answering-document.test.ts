import { describe, expect, it } from "vitest";

import { EVERY_TYPE_CHAPTER, SUBMITTED_CHAPTER } from "../mocks/learning/practice";
import { useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";

// The practice screens as a browser without JavaScript gets them: whole documents through the built server.
useMockUpstream();

const handle = useBuiltServer();

const BASE = "/center/100001/user/myPractice";
const NOW = `${BASE}/NowPractice?chapter_id=${EVERY_TYPE_CHAPTER}&name=Every+type&exe_id=2`;
const en = { "accept-language": "en" };

async function page(path: string) {
  const response = await handle(pageRequest(path, { loggedIn: true, headers: en }));
  const text = await response.text();
  return { status: response.status, html: text.slice(0, text.indexOf("window.__remixContext")) };
}

describe("practice answering without JavaScript", () => {
  it("renders the question form with lettered options, the card as submit buttons and the legend", async () => {
    const { status, html } = await page(NOW);
    expect(status).toBe(200);
    expect(html).toContain("<h1");
    expect(html).toContain("Every type");
    expect(html).toMatch(
      /<form[^>]*method="post"[^>]*enctype="multipart\/form-data"[^>]*id="practice-question"/i,
    );
    expect(html).toContain('name="que_id" value="9101"');
    expect(html).toContain('name="options" value="11,12,13"');
    expect(html).toMatch(/type="radio" name="answer" checked="" value="12"/);
    expect(html).toContain(">B.</span>");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("onerror");
    // Previous greyed at the first question, next goes on; the card posts the form.
    expect(html).toMatch(/<button[^>]*value="save"[^>]*disabled=""[^>]*>Previous</);
    expect(html).toMatch(/<button[^>]*value="go:9102"[^>]*>Next</);
    expect(html).toMatch(/<button type="submit" form="practice-question" name="intent" value="go:9103"/);
    expect(html).toContain("Answered");
    expect(html).toContain("Unanswered");
    expect(html).toContain(", flagged");
    expect(html).toContain(", current question");
    expect(html).toMatch(/value="submit"[^>]*>Submit</);
    // The question's own file: its name (the download route is the files helper's, passed as attachmentHref).
    expect(html).toContain("notes.pdf");
    expect(html).toContain(">Flagged<");
  });

  it("renders the short answer, blanks, true/false, a sub-question's material and a deleted question", async () => {
    const short = await page(`${NOW}&que_id=9104`);
    expect(short.html).toMatch(/<textarea[^>]*maxLength="4000"[^>]*placeholder="Please enter your answer"/);
    expect(short.html).toContain("0/4000");
    const blanks = await page(`${NOW}&que_id=9107`);
    expect(blanks.html).toMatch(/name="blank"[^>]*value="Paris"/);
    expect(blanks.html).toContain("Blank 2");
    const trueFalse = await page(`${NOW}&que_id=9103`);
    expect(trueFalse.html).toMatch(/name="answer" value="1"/);
    expect(trueFalse.html).toContain(">Correct<");
    const sub = await page(`${NOW}&que_id=9106`);
    expect(sub.html).toContain("Read the code below.");
    const deleted = await page(`${NOW}&que_id=9108`);
    expect(deleted.html).toContain("This question has been deleted");
    expect(deleted.html).toMatch(/<img src="\/center\/question-deleted.svg" alt="An empty answer sheet"/);
    expect(deleted.html).not.toContain('value="flag"');
  });

  it("names each answer group by its question and keeps the default Save out of the reading order (decision 043)", async () => {
    const { html } = await page(NOW);
    // 'Question 1, Your answer', not 'Your answer' alone for every question.
    expect(html).toContain('<h2 id="question-9101-title"');
    expect(html).toMatch(/<fieldset[^>]*aria-labelledby="question-9101-title q9101-legend"/);
    expect(html).toMatch(/<legend id="q9101-legend"[^>]*>Your answer<\/legend>/);
    const short = await page(`${NOW}&que_id=9104`);
    expect(short.html).toMatch(/<textarea[^>]*aria-labelledby="question-9104-title q9104-legend"/);
    const blanks = await page(`${NOW}&que_id=9107`);
    expect(blanks.html).toMatch(/<fieldset[^>]*aria-labelledby="question-9107-title q9107-legend"/);
    // The Enter key's button: neither in the tab order nor read before every question.
    expect(html).toMatch(
      /<button type="submit" name="intent" value="save" class="visually-hidden" tabindex="-1" aria-hidden="true">/,
    );
  });

  it("renders the review with the result, the right answer, the explanation and 'answer again'", async () => {
    const { status, html } = await page(
      `${BASE}/AgainPractice?chapter_id=${SUBMITTED_CHAPTER}&name=T&exe_id=1`,
    );
    expect(status).toBe(200);
    expect(html).toContain("def starts a function definition.");
    expect(html).toContain("Right answer");
    expect(html).toMatch(/question__result--wrong/);
    expect(html).toMatch(/>Answer again</);
    expect(html).toContain("Wrong");
    expect(html).not.toContain('name="answer"');
  });

  it("shows 'Fetch failed' with a way back when the card cannot be had", async () => {
    const { status, html } = await page(`${BASE}/NowPractice?chapter_id=201&name=X&exe_id=999`);
    expect(status).toBe(200);
    expect(html).toContain("exercise set not found");
    expect(html).toContain("Back to my practice");
  });
});
