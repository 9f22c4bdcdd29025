import { beforeAll, describe, expect, it } from "vitest";

import { isPendingScore, parseScore, scoreMax } from "~/domain/assessment-result";
import {
  getExamQuestion,
  getResultCard,
  listAssessmentRecords,
  submitScore,
  type AssessmentRecord,
} from "~/services/exam.server";
import { createApi, UpstreamFailure } from "~/services/http.server";

import { useRealUpstream } from "./real-upstream";

// The result review's calls against the real reference upstream (its own temporary database): the result card,
// a question with is_again 1 and the learner's score, so the msw mocks of tests/mocks/learning/exam-results.ts
// and the server cannot drift apart. learner9 is seeded with a finished self-scored attempt whose short answer
// is pending, and a teacher-scored one.
const real = useRealUpstream();
let cookie: string;

beforeAll(async () => {
  cookie = await real.sessionCookie("learner9");
});

const api = () =>
  createApi(
    new Request("http://localhost:3000/center/100001/user/myAssess/againAssess", { headers: { cookie } }),
    { env: real.env },
  );

async function recordsWithCards() {
  const { items } = await listAssessmentRecords(api(), 1);
  const shown = items.filter((record) => record.show_result === 1);
  return Promise.all(shown.map(async (record) => ({ record, card: await getResultCard(api(), record.id) })));
}

async function failureOf(call: Promise<unknown>): Promise<UpstreamFailure> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(UpstreamFailure);
  return outcome as UpstreamFailure;
}

describe("result review contract", () => {
  it("GET mark_card fits ResultCardSchema, with a self-scored and a teacher-scored pending record", async () => {
    const found = await recordsWithCards();
    const self = found.find(({ card }) => card.is_subjective === 1 && card.items.some(isPendingScore));
    const teacher = found.find(({ card }) => card.is_subjective !== 1 && card.items.some(isPendingScore));
    expect(self).toBeDefined();
    expect(teacher).toBeDefined();
    expect(self!.card.record_id).toBe(self!.record.id);
    expect(self!.card.total_score).toBeGreaterThan(0);
    expect(self!.card.is_assess).toBe(0);
    expect(self!.card.duration).not.toBeNull();
  });

  it("scores a pending short answer: out of range refused with the rule, a valid score counted", async () => {
    const found = await recordsWithCards();
    const { record, card } = found.find(
      ({ card: candidate }) => candidate.is_subjective === 1 && candidate.items.some(isPendingScore),
    )!;
    const pending = card.items.find(isPendingScore)!;
    const ref = (r: AssessmentRecord) => ({ examId: r.exam_id, classId: r.class_id, recordId: r.id });
    const question = await getExamQuestion(api(), { ...ref(record), queId: pending.que_id, again: true });
    expect(question).not.toBeNull();
    expect(question!.type).toBe(4);
    expect(question!.user_log?.is_score).toBe("0");
    const max = scoreMax(question!.score);
    expect(max).toBeGreaterThan(0);

    const refused = await failureOf(
      submitScore(api(), {
        examId: record.exam_id,
        recordId: record.id,
        queId: pending.que_id,
        score: max + 1,
      }),
    );
    expect(refused.code).toBe("1422");

    // Decimals are accepted (the portal allows two places; the upstream keeps REAL scores).
    const score = parseScore(String(max - 0.5), max)!;
    await submitScore(api(), { examId: record.exam_id, recordId: record.id, queId: pending.que_id, score });
    const after = await getResultCard(api(), record.id);
    const item = after.items.find((candidate) => candidate.que_id === pending.que_id)!;
    expect(item.is_score).toBe("1");
    expect(item.is_right).toBe("2");
    expect(after.total_user_score).toBeCloseTo((card.total_user_score ?? 0) + score);
    const scored = await getExamQuestion(api(), { ...ref(record), queId: pending.que_id, again: true });
    expect(scored!.user_log?.score).toBeCloseTo(score);
  });

  it("refuses a score on a teacher-scored assessment", async () => {
    const found = await recordsWithCards();
    const { record, card } = found.find(
      ({ card: candidate }) => candidate.is_subjective !== 1 && candidate.items.some(isPendingScore),
    )!;
    const pending = card.items.find(isPendingScore)!;
    const refused = await failureOf(
      submitScore(api(), { examId: record.exam_id, recordId: record.id, queId: pending.que_id, score: 1 }),
    );
    expect(refused.code).not.toBeNull();
  });
});
