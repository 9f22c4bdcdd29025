import { beforeAll, describe, expect, it } from "vitest";

import { ASSESSMENT_RECORDS_PAGE_SIZE, MY_ASSESSMENTS_PAGE_SIZE } from "~/domain/page-sizes";
import {
  getAssessmentDetail,
  getExamCard,
  getExamQuestion,
  getResultCard,
  listAssessmentRecords,
  listAssessments,
  saveExamAnswer,
  submitScore,
} from "~/services/exam.server";
import { createApi, UpstreamFailure } from "~/services/http.server";
import {
  getPracticeCard,
  getPracticeQuestion,
  listExerciseChapters,
  listExerciseSets,
  savePracticeAnswer,
} from "~/services/practice.server";

import { useRealUpstream } from "./real-upstream";

// Practice and assessment services against the real reference upstream (its own temporary database): every call
// of practice.server.ts and exam.server.ts parses the server's answers with the portal's own schemas, so the
// contract (docs/contracts/practice-and-exams.md), the msw mocks and the server cannot drift apart.
const real = useRealUpstream();
const cookies = new Map<string, string>();

beforeAll(async () => {
  for (const user of ["learner", "learner3", "learner9", "learner10"])
    cookies.set(user, await real.sessionCookie(user));
});

const api = (user = "learner3") =>
  createApi(
    new Request("http://localhost:3000/center/100001/user/myPractice", {
      headers: { cookie: cookies.get(user)! },
    }),
    {
      env: real.env,
    },
  );

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(UpstreamFailure);
      return error as UpstreamFailure;
    },
  );

describe("practice contract", () => {
  it("card, question and answer of every type fit the schemas; submitting turns the question into a review", async () => {
    const sets = await listExerciseSets(api(), 1);
    const python = sets.items.find((set) => set.name === "Python Basics Practice")!;
    const chapters = await listExerciseChapters(api(), python.id);
    const loops = chapters.find((chapter) => chapter.name === "Loops and conditions")!;
    const ref = { exeId: python.id, chapterId: loops.chapter_id };

    const card = await getPracticeCard(api(), { ...ref, again: false });
    expect(card.is_sub).toBe("0");
    expect(card.items.map((item) => item.type)).toEqual([1, 2, 3, 3, 4, 1, 6, 3]);
    expect(card.items.every((item) => item.que_id !== "" && item.is_right === "0")).toBe(true);
    const combination = card.items.filter((item) => item.parent_id !== "");
    expect(combination).toHaveLength(3);

    const single = await getPracticeQuestion(api(), { ...ref, queId: card.items[0]!.que_id, again: false });
    expect(single).toMatchObject({ type: 1, num: 1, correct_content: "", user_log: null, is_sign: "2" });
    expect(single!.items).toHaveLength(4);
    expect(single!.items.every((item) => item.is_right === "")).toBe(true);

    const sub = await getPracticeQuestion(api(), { ...ref, queId: combination[0]!.que_id, again: false });
    expect(sub!.big_content).toContain("total = 0");
    expect(sub!.parent_id).toBe(combination[0]!.parent_id);
    expect(sub!.attachment[0]).toMatchObject({ name: "loop-walkthrough.mp4" });

    const save = (queId: string, answer: string, subtype: 1 | 2 = 1) =>
      savePracticeAnswer(api(), { ...ref, queId, subtype, isSign: "1", answer, attachment: "[]" });
    expect(await save(card.items[2]!.que_id, "1")).toEqual({ is_right: "1" });
    expect(await save(card.items[3]!.que_id, "1")).toEqual({ is_right: "2" });
    expect(await save(card.items[4]!.que_id, "  ")).toEqual({ is_right: "0" });
    expect(await save(combination[1]!.que_id, JSON.stringify(["Four"]), 2)).toEqual({ is_right: "1" });

    const reviewCard = await getPracticeCard(api(), { ...ref, again: false });
    expect(reviewCard.is_sub).toBe("1");
    expect(reviewCard.items.map((item) => item.is_right)).toEqual(["0", "0", "1", "2", "0", "0", "1", "0"]);
    expect(reviewCard.items[2]!.is_sign).toBe("1");
    const review = await getPracticeQuestion(api(), { ...ref, queId: card.items[0]!.que_id, again: false });
    expect(review!.correct_content).toContain("three iterations");
    expect(review!.items.map((item) => item.is_right)).toEqual(["2", "1", "2", "2"]);
    const subReview = await getPracticeQuestion(api(), {
      ...ref,
      queId: combination[1]!.que_id,
      again: false,
    });
    expect(subReview!.user_log).toMatchObject({ answer: '["Four"]', is_right: "1", is_sign: "1" });
    expect(subReview!.big_correct_content).toContain("even numbers");

    const again = await getPracticeCard(api(), { ...ref, again: true });
    expect(again.is_sub).toBe("0");
    expect(again.items.every((item) => item.is_right === "0")).toBe(true);
  });

  it("a deleted question is null; an expired set refuses answers with 1410", async () => {
    const sets = [
      ...(await listExerciseSets(api(), 1)).items,
      ...(await listExerciseSets(api(), 2)).items,
      ...(await listExerciseSets(api(), 3)).items,
    ];
    const python = sets.find((set) => set.name === "Python Basics Practice")!;
    const functions = (await listExerciseChapters(api(), python.id)).find(
      (c) => c.name === "Writing functions",
    )!;
    const card = await getPracticeCard(api(), {
      exeId: python.id,
      chapterId: functions.chapter_id,
      again: false,
    });
    expect(
      await getPracticeQuestion(api(), {
        exeId: python.id,
        chapterId: functions.chapter_id,
        queId: card.items[2]!.que_id,
        again: false,
      }),
    ).toBeNull();

    const traffic = sets.find((set) => set.status === 2)!;
    const road = (await listExerciseChapters(api(), traffic.id))[0]!;
    const refused = await failure(
      savePracticeAnswer(api(), {
        exeId: traffic.id,
        chapterId: road.chapter_id,
        queId: "1",
        subtype: 1,
        isSign: "2",
        answer: "1",
        attachment: "[]",
      }),
    );
    expect(refused.code).toBe("1410");
  });
});

describe("assessments contract", () => {
  it("list and records fit their schemas, pages of 5 and 10, with every status for `learner`", async () => {
    const first = await listAssessments(api("learner"), 1);
    expect(first.items).toHaveLength(MY_ASSESSMENTS_PAGE_SIZE);
    const all = [...first.items, ...(await listAssessments(api("learner"), 2)).items];
    expect(new Set(all.map((item) => item.status))).toEqual(new Set([1, 2, 3, 4]));
    expect(all.every((item) => item.class_id !== "" && item.end_time !== "")).toBe(true);
    expect(all.some((item) => item.limit_type === 1)).toBe(true);
    expect(all.some((item) => item.status === 1 && item.can_start === 0)).toBe(true);

    const records = await listAssessmentRecords(api("learner"), 1);
    expect(records.items.length).toBeLessThanOrEqual(ASSESSMENT_RECORDS_PAGE_SIZE);
    expect(records.items.map((record) => [record.is_assess, record.show_result])).toContainEqual([0, 1]);
    expect(records.items.map((record) => record.show_result)).toContain(0);
    expect(records.items.every((record) => record.duration! > 0 && record.finish_time !== "")).toBe(true);
  });

  it("detail, card, question, save, submit and result card of the Timer drill fit the schemas", async () => {
    const drill = (await listAssessments(api(), 1)).items.find((item) => item.name === "Timer drill")!;
    const detail = await getAssessmentDetail(api(), drill.id, drill.class_id);
    expect(detail).toMatchObject({
      name: "Timer drill",
      time_limit: 30,
      question_count: 4,
      total_score: 20,
      attempts: 0,
      show_result: 1,
    });

    const card = await getExamCard(api(), drill.id, drill.class_id);
    expect(card.status).toBe(2);
    expect(card.expire_time! - card.start_time!).toBe(30);
    const ref = { examId: drill.id, classId: drill.class_id, recordId: card.record_id };
    const [first, second, , shortQ] = card.items;
    const q = await getExamQuestion(api(), { ...ref, queId: first!.que_id, again: false });
    expect(q!.record_id).toBe(card.record_id);
    expect(q!.items.every((item) => item.is_right === "")).toBe(true);

    const save = (queId: string, answer: string, subtype: 1 | 2 = 1) =>
      saveExamAnswer(api(), { ...ref, queId, subtype, isSign: "2", answer, attachment: "[]" });
    // A save answers the deadline and the upstream's own clock (decision 042).
    expect(await save(first!.que_id, q!.items[1]!.id)).toEqual({
      show_result: null,
      use_duration: null,
      expire_time: card.expire_time,
      server_time: expect.any(Number),
    });
    await save(second!.que_id, "1");
    const submitted = await save(shortQ!.que_id, "I learned about deadlines.", 2);
    const submittedAt = Math.floor(Date.now() / 1000);
    expect(submitted.show_result).toBe(1);
    // The seconds used: from the attempt's start to the submit, within the 30 s limit, and what the record keeps.
    expect(Number.isInteger(submitted.use_duration)).toBe(true);
    expect(submitted.use_duration).toBeGreaterThanOrEqual(0);
    expect(submitted.use_duration).toBeLessThanOrEqual(Math.min(submittedAt - card.start_time!, 30));

    const finished = await getExamCard(api(), drill.id, drill.class_id, card.record_id);
    expect(finished).toMatchObject({
      status: 3,
      show_result: 1,
      record_id: card.record_id,
      use_duration: submitted.use_duration,
    });
    const late = await failure(save(first!.que_id, ""));
    expect([late.code, late.upstreamMessage]).toEqual(["1409", "This assessment has already been submitted"]);

    const result = await getResultCard(api(), card.record_id);
    expect(result).toMatchObject({
      total_score: 20,
      total_user_score: 10,
      is_subjective: 0,
      is_assess: 0,
      can_answer: 1,
      subjective_count: 1,
      duration: submitted.use_duration,
    });
    expect(result.items.map((item) => [item.is_right, item.is_score])).toEqual([
      ["1", "1"],
      ["1", "1"],
      ["0", ""],
      ["0", "0"],
    ]);
    const review = await getExamQuestion(api(), { ...ref, queId: first!.que_id, again: true });
    expect(review!.correct_content).toBe("60.");
    expect(review!.items.map((item) => item.is_right)).toEqual(["2", "1", "2", "2"]);
  });

  it("self-scores a short answer with submitScore; an out-of-range score is 1422 with the range", async () => {
    const record = (await listAssessmentRecords(api("learner10"), 1)).items.find(
      (item) => item.exam_name === "Python self-check",
    )!;
    const result = await getResultCard(api("learner10"), record.id);
    expect(result.is_subjective).toBe(1);
    const pending = result.items.find((item) => item.is_score === "0")!;
    const ref = { examId: record.exam_id, recordId: record.id, queId: pending.que_id };
    const refused = await failure(submitScore(api("learner10"), { ...ref, score: 11 }));
    expect([refused.code, refused.upstreamMessage]).toEqual(["1422", "The score must be between 0 and 10"]);
    await submitScore(api("learner10"), { ...ref, score: 6 });
    expect((await getResultCard(api("learner10"), record.id)).is_assess).toBe(1);
  });

  it("refuses what the learner may not do with 2004: another's record, a second single attempt", async () => {
    const theirs = (await listAssessmentRecords(api("learner9"), 1)).items[0]!;
    expect((await failure(getResultCard(api("learner10"), theirs.id))).code).toBe("2004");
    expect(
      (await failure(getExamCard(api("learner10"), theirs.exam_id, theirs.class_id, theirs.id))).code,
    ).toBe("2004");
    const notOpen =
      (await listAssessments(api(), 2)).items.find((item) => item.can_start === 0) ??
      (await listAssessments(api(), 1)).items.find((item) => item.can_start === 0)!;
    expect((await failure(getExamCard(api(), notOpen.id, notOpen.class_id))).code).toBe("2004");
  });
});
