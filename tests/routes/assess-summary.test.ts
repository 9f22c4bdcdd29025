import { http, HttpResponse } from "msw";
import { describe, expect, it, beforeEach } from "vitest";

import { loader } from "~/routes/center.$school.user.myAssess_.assessSummary";

import { takeConsoleErrors } from "../console-guard";
import { ATTEMPT, attemptQuery, FINISHED_RECORD, resetExams } from "../mocks/learning/exams";
import { server, useMockUpstream } from "../mocks/server";

import { locationOf, pageRequest, redirectOf } from "./helpers";

// The summary of an attempt (decision 043): every question answered or not and flagged, each a link back, and
// 'submit' that opens the specification's dialog on the answering screen.
useMockUpstream();
beforeEach(() => resetExams());

const query = (record = ATTEMPT.recordId, extra: Record<string, string> = {}) => attemptQuery(extra, record);
const load = (search: string) =>
  loader({
    request: pageRequest(`/center/100001/user/myAssess/assessSummary?${search}`, { loggedIn: true }),
    params: { school: "100001" },
    context: {},
  });

describe("the summary of an attempt", () => {
  it("lists every question with its state and flag, each a link back, and 'submit' to the right dialog", async () => {
    resetExams({ answered: { "801": "11" } });
    const { data, init } = await load(query(ATTEMPT.recordId, { que_id: "802" }));
    expect(init?.headers).toMatchObject({ "Cache-Control": "no-store" });
    expect(data.name).toBe(ATTEMPT.name);
    expect(data.entries.map(({ queId, number, answered }) => [queId, number, answered])).toEqual([
      ["801", 1, true],
      ["802", 2, false],
      ["803", 3, false],
    ]);
    const href = new URL(data.entries[1]!.href, "http://portal");
    expect(href.pathname).toBe("/center/100001/user/myAssess/assessAnswer");
    expect(href.searchParams.get("que_id")).toBe("802");
    expect(data.counts).toEqual({ total: 3, answered: 1, unanswered: 2 });
    // Back where the learner was; 'submit' opens the incomplete dialog there (the spec's dialog, with its counts).
    expect(new URL(data.backHref, "http://portal").searchParams.get("que_id")).toBe("802");
    const submit = new URL(data.submitHref, "http://portal");
    expect(submit.searchParams.get("confirm")).toBe("incomplete");
    expect(submit.searchParams.get("que_id")).toBe("802");
  });

  it("names the assessment from the server's record, never from the address (decision 051)", async () => {
    const forged = await load(query(ATTEMPT.recordId, { assessName: "Final exam: you passed" }));
    expect(forged.data.name).toBe(ATTEMPT.name);
    // The detail fails (the card, on the same path pattern, passes through).
    server.use(
      http.get("http://learning.test/api/my/tk/exam/:id", ({ params }) =>
        /^\d+$/.test(String(params.id)) ? HttpResponse.error() : undefined,
      ),
    );
    const unknown = await load(query(ATTEMPT.recordId, { assessName: "Final exam: you passed" }));
    expect(unknown.data.name).toBe("");
    expect(unknown.data.entries).toHaveLength(3);
    takeConsoleErrors();
  });

  it("sends a finished attempt where a finish goes", async () => {
    const response = await redirectOf(() => load(query(FINISHED_RECORD)));
    expect(locationOf(response).pathname).toBe("/center/100001/user/myAssess/againAssess");
  });

  it("sends a record that is not the learner's back to the list with the catalogue's message", async () => {
    const response = await redirectOf(() => load(query("7999")));
    expect(locationOf(response).pathname).toBe("/center/100001/user/myAssess");
  });
});
