import { getFormProps, getInputProps, parse, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { z } from "zod";

import { AnswerCard } from "~/components/question/answer-card";
import { AnswerFiles, QuestionFileDownload } from "~/components/question/answer-files";
import { ReviewNav } from "~/components/question/question-form";
import { QuestionView } from "~/components/question/question-view";
import { TimeUsed } from "~/components/time-used";
import { EmptyState } from "~/components/ui/empty-state";
import { cardEntries, currentQuestion, neighbours, reviewState } from "~/domain/answer-card";
import {
  parseResultQuery,
  parseScore,
  resultHeader,
  SCORE_STEP,
  scoreMax,
  SHORT_ANSWER,
  subjectiveScoring,
  type ResultQuery,
  type SubjectiveScoring,
} from "~/domain/assessment-result";
import { assessAnswerUrl, myAssessUrl, resultUrl } from "~/domain/paths";
import { ID_PATTERN, parseId } from "~/domain/ids";
import { useBlockBack } from "~/hooks/use-block-back";
import { useT, type Translate } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/locale.server";
import {
  getExamCard,
  getExamQuestion,
  getResultCard,
  submitScore,
  type ResultCard,
} from "~/services/exam.server";
import { createApi, UpstreamFailure } from "~/services/http.server";
import { sanitizeQuestion } from "~/services/question-html.server";
import type { Question } from "~/services/question.server";
import { redirectWithToast } from "~/utils/toast.server";

// Assessment result review (learner-area §2 Assessment result review, §4 Assessment: scoring, §5 score input,
// §8 'failed to get the answer card', 'scoring failed'; the contract in docs/contracts/practice-and-exams.md).
// The current question is URL state (`que_id`); scoring and 'answer again' are form posts (post/redirect/get).

type Attempt<T> = { ok: true; data: T } | { ok: false; failure: UpstreamFailure };

/** An upstream call whose failure the page answers itself; a redirect (2001 → login) still propagates. */
async function attempt<T>(call: Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    return { ok: false, failure: error };
  }
}

const serverMessage = (failure: UpstreamFailure) => failure.serverMessage ?? undefined;

type QuestionOutcome = { ok: true; question: Question | null } | { ok: false };

type LoaderData =
  | { failed: true; query: ResultQuery }
  | {
      failed: false;
      query: ResultQuery;
      card: ResultCard;
      currentId: string | null;
      question: QuestionOutcome;
      scoring: SubjectiveScoring | null;
    };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = params.school ?? "";
  const url = new URL(request.url);
  const query = parseResultQuery(url.searchParams);
  const { examId, recordId } = query;
  if (!examId || !recordId) return data<LoaderData>({ failed: true, query }, { status: 400 });

  const api = createApi(request);
  const questionOf = (queId: string) =>
    attempt(getExamQuestion(api, { examId, classId: query.classId, recordId, queId, again: true }));
  // With que_id in the URL the question does not wait for the card.
  const [card, asked] = await Promise.all([
    attempt(getResultCard(api, recordId)),
    query.queId ? questionOf(query.queId) : Promise.resolve(null),
  ]);

  if (!card.ok) {
    // 2004: this record's result may not be seen (learner-area §8): the message, then the list.
    if (card.failure.kind === "notPermitted") {
      throw await redirectWithToast(myAssessUrl(school, { tabs: 1 }), {
        type: "error",
        key: "assessResult.cardFailed",
        text: serverMessage(card.failure),
      });
    }
    return data<LoaderData>({ failed: true, query }, { status: card.failure.status });
  }

  // A question that is not on this card is not this record's: show the first one instead.
  const currentId = currentQuestion(card.data.items, query.queId);
  if (query.queId && currentId !== query.queId) throw redirect(resultUrl(school, url.searchParams, null));
  const loaded = asked ?? (currentId ? await questionOf(currentId) : null);
  const question: QuestionOutcome = loaded?.ok
    ? { ok: true, question: sanitizeQuestion(loaded.data) }
    : { ok: false };
  const scoring = question.ok && question.question ? subjectiveScoring(card.data, question.question) : null;

  return data<LoaderData>({ failed: false, query, card: card.data, currentId, question, scoring });
}

/** The score post, with the question's maximum as the server read it (never a form field). */
function scoreSchema(t: Translate, max: number) {
  const message = t("assessResult.scoreRange", { max });
  return z.object({
    intent: z.literal("score"),
    que_id: z.string().regex(ID_PATTERN),
    score: z
      .string({ error: message })
      .refine((value) => parseScore(value, max) !== null, message)
      .transform((value) => parseScore(value, max) ?? 0),
  });
}

/** What was posted, whatever it holds: the reply of a refusal keeps the typed score in the form. */
function receivedScoreSchema() {
  return z.object({
    intent: z.string().optional(),
    que_id: z.string().optional(),
    score: z.string().optional(),
  });
}

/** The score form's fields as the browser knows them. */
type ScoreFields = { intent: "score"; que_id: string; score: string };

export async function action({ request, params }: ActionFunctionArgs) {
  const school = params.school ?? "";
  const url = new URL(request.url);
  const query = parseResultQuery(url.searchParams);
  const t = translatorFor(request);
  const formData = await request.formData();
  const api = createApi(request);
  const here = resultUrl(school, url.searchParams, query.queId);

  if (!query.examId || !query.recordId) {
    return redirectWithToast(myAssessUrl(school, { tabs: 1 }), {
      type: "error",
      key: "assessResult.cardFailed",
    });
  }
  const { examId, recordId, classId } = query;

  if (formData.get("intent") === "again") {
    // A new attempt: the card without a record starts one (or says why it may not, 2004 among others).
    const card = await attempt(getExamCard(api, examId, classId));
    if (!card.ok) {
      return redirectWithToast(here, {
        type: "error",
        key: "assessResult.cardFailed",
        text: serverMessage(card.failure),
      });
    }
    return redirect(
      assessAnswerUrl(school, {
        examId,
        classId,
        name: query.name,
        recordId: card.data.record_id,
        showResult: 1,
      }),
    );
  }

  // Scoring: the question's score bounds the input, read here from the upstream, never from the form.
  const received = parseWithZod(formData, { schema: receivedScoreSchema() });
  const refuse = (message: string, status: number) =>
    data(received.reply({ formErrors: [message] }), { status });
  const queId = parseId(String(formData.get("que_id") ?? ""));
  if (formData.get("intent") !== "score" || !queId) return refuse(t("assessResult.scoringFailed"), 400);
  const question = await attempt(getExamQuestion(api, { examId, classId, recordId, queId, again: true }));
  if (!question.ok) {
    const failure = question.failure;
    return refuse(serverMessage(failure) ?? t("assessResult.scoringFailed"), failure.status);
  }
  const target = question.data;
  // Only an answered short answer has a score to give (the upstream checks the assessment's self-scoring).
  if (!target || target.type !== SHORT_ANSWER || !target.user_log) {
    return refuse(t("assessResult.scoringFailed"), 400);
  }
  const max = scoreMax(target.score);

  const submission = parseWithZod(formData, { schema: scoreSchema(t, max) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  try {
    await submitScore(api, { examId, recordId, queId, score: submission.value.score });
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    const message = serverMessage(error) ?? t("assessResult.scoringFailed");
    return data(submission.reply({ formErrors: [message] }), { status: error.status });
  }
  return redirectWithToast(resultUrl(school, url.searchParams, queId), {
    type: "success",
    key: "assessResult.submitSucceeded",
  });
}

export default function AssessmentResult() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>() as LoaderData;
  const school = useParams().school ?? "";
  useBlockBack();

  const title = loaded.query.name || t("assessResult.title");
  return (
    <section className="assess-result" aria-labelledby="assess-result-title">
      <h1 id="assess-result-title">{title}</h1>
      {loaded.failed ? (
        <>
          <p className="assess-result__fallback" role="alert">
            {t("assessResult.cardFailed")}
          </p>
          <p>
            <Link className="button" to={myAssessUrl(school, { tabs: loaded.query.tabs === "0" ? 0 : 1 })}>
              {t("assessResult.backToList")}
            </Link>
          </p>
        </>
      ) : (
        <Review loaded={loaded} />
      )}
    </section>
  );
}

type ReviewData = Extract<LoaderData, { failed: false }>;

function Review({ loaded }: { loaded: ReviewData }) {
  const t = useT();
  const school = useParams().school ?? "";
  const { card, query, currentId, question, scoring } = loaded;
  const header = resultHeader(card, query);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "again";

  // The card's links keep the spec's query (not a stale que_id) and change only the question.
  const search = reviewSearch(query);
  const hrefFor = (queId: string) => resultUrl(school, search, queId);
  const entries = cardEntries(card.items);
  const current = entries.find((item) => item.que_id === currentId);
  const around = neighbours(card.items, currentId);

  return (
    <>
      <div className="assess-result__header">
        <dl className="result-figures">
          <div>
            <dt>{t("assessResult.score")}</dt>
            <dd className="result-figures__score">
              {t("assessResult.scoreOfTotal", { score: header.userScore, total: header.totalScore })}
            </dd>
          </div>
          {header.duration !== null ? (
            <div>
              <dt>{t("assessResult.timeUsed")}</dt>
              <dd>
                <TimeUsed seconds={header.duration} />
              </dd>
            </div>
          ) : null}
        </dl>
        <p className={`result-status${header.assessed ? "" : " result-status--pending"}`}>
          {header.assessed
            ? t("assessResult.assessed")
            : header.pending > 0
              ? t("assessResult.pendingCount", { count: header.pending })
              : // The record says it is not final, though no card item is marked: say so without a count.
                t("assessResult.pendingSome")}
        </p>
        {card.can_answer === 1 ? (
          <Form method="post" className="assess-result__again">
            <input type="hidden" name="intent" value="again" />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t("assessResult.answerAgain")}
            </button>
          </Form>
        ) : null}
      </div>

      <div className="assess-result__body">
        <div className="assess-result__question">
          {!current ? (
            <EmptyState>{t("common.noContent")}</EmptyState>
          ) : question.ok ? (
            <QuestionView
              question={question.question}
              number={current.number}
              mode="review"
              result={reviewState(current)}
              renderAttachment={(file) => <QuestionFileDownload file={file} insideForm={false} />}
            >
              {question.question ? (
                <AnswerFiles
                  context="exam"
                  files={question.question.user_attachment}
                  readOnly
                  insideForm={false}
                />
              ) : null}
              {scoring ? <Scoring scoring={scoring} queId={current.que_id} /> : null}
            </QuestionView>
          ) : (
            <p className="assess-result__fallback" role="alert">
              {t("assessResult.questionFailed")}
            </p>
          )}
          <ReviewNav previous={around.previous} next={around.next} total={around.total} hrefFor={hrefFor} />
        </div>
        <AnswerCard
          mode="review"
          items={card.items}
          current={currentId}
          hrefFor={hrefFor}
          states={REVIEW_STATES}
        />
      </div>
    </>
  );
}

/** An assessment review has a fourth state, pending manual scoring (learner-area §2). */
const REVIEW_STATES = ["right", "wrong", "pending", "unanswered"] as const;

/** The spec's query of the review without the current question. */
function reviewSearch(query: ResultQuery): URLSearchParams {
  const search = new URLSearchParams();
  const values: [string, string | number | null][] = [
    ["ass_id", query.examId],
    ["assessName", query.name],
    ["record_id", query.recordId],
    ["class_id", query.classId],
    ["tabs", query.tabs],
    ["duration", query.duration],
    ["is_assess", query.isAssess],
  ];
  for (const [key, value] of values) if (value !== null && value !== "") search.set(key, String(value));
  return search;
}

function Scoring({ scoring, queId }: { scoring: SubjectiveScoring; queId: string }) {
  const t = useT();
  if (scoring.kind === "teacher") {
    return (
      <div className="subjective-score">
        <p className="subjective-score__label">{t("assessResult.teacherScore")}</p>
        <p className={scoring.score === null ? "subjective-score__pending" : "subjective-score__value"}>
          {scoring.score === null
            ? t("assessResult.pendingScore")
            : t("assessResult.points", { score: scoring.score })}
        </p>
      </div>
    );
  }
  return <SelfScoreForm scoring={scoring} queId={queId} />;
}

function SelfScoreForm({
  scoring,
  queId,
}: {
  scoring: Extract<SubjectiveScoring, { kind: "self" }>;
  queId: string;
}) {
  const t = useT();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "score";
  const message = t("assessResult.scoreRange", { max: scoring.max });
  const [form, fields] = useForm<ScoreFields>({
    id: `score-${queId}`,
    lastResult,
    defaultValue: { score: scoring.score === null ? "" : String(scoring.score) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The same rule as the action, without zod in the browser; the server checks again with its own maximum.
    onValidate: ({ formData }) =>
      parse<ScoreFields, string[]>(formData, {
        resolve: (payload) => {
          const raw = typeof payload.score === "string" ? payload.score : "";
          return parseScore(raw, scoring.max) === null
            ? { error: { score: [message] } }
            : { value: payload as ScoreFields };
        },
      }),
  });
  const { key, ...input } = getInputProps(fields.score, { type: "number" });

  return (
    <div className="subjective-score">
      <p className="subjective-score__label">{t("assessResult.selfScore")}</p>
      {scoring.score !== null ? (
        <p className="subjective-score__value">{t("assessResult.yourScore", { score: scoring.score })}</p>
      ) : (
        <p className="subjective-score__pending">{t("assessResult.pendingScore")}</p>
      )}
      {/* noValidate: the rule's own message, in the learner's language, from the server or conform, not the
          browser's bubble (which would also keep a JS-off post from ever reaching the server's message). */}
      <Form method="post" {...getFormProps(form)} noValidate className="score-form">
        <input type="hidden" name="intent" value="score" />
        <input type="hidden" name="que_id" value={queId} />
        <label htmlFor={fields.score.id}>{t("assessResult.scoreLabel", { max: scoring.max })}</label>
        <input
          key={key}
          {...input}
          className="field score-form__input"
          min={0}
          max={scoring.max}
          step={SCORE_STEP}
          inputMode="decimal"
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("assessResult.submitScore")}
        </button>
        {fields.score.errors ? (
          <p id={fields.score.errorId} className="form-error" role="alert">
            {fields.score.errors.join(" ")}
          </p>
        ) : null}
        {form.errors ? (
          <p id={form.errorId} className="form-error" role="alert">
            {form.errors.join(" ")}
          </p>
        ) : null}
      </Form>
    </div>
  );
}
