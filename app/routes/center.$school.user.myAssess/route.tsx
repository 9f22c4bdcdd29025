import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useParams } from "@remix-run/react";

import { EmptyState } from "~/components/ui/empty-state";
import { Modal, ModalActions } from "~/components/ui/modal";
import { Pagination } from "~/components/ui/pagination";
import { TabLinks } from "~/components/ui/tab-links";
import {
  assessmentStatusKey,
  canStartAssessment,
  isSingleAttempt,
  parseAssessTab,
  validityOf,
  type AssessmentStatusKey,
} from "~/domain/assessment-rules";
import { minutesAndSeconds } from "~/domain/exam-timer";
import { parseId } from "~/domain/ids";
import { ASSESSMENT_RECORDS_PAGE_SIZE, MY_ASSESSMENTS_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { assessAnswerUrl, myAssessUrl, resultReviewUrl, startDialogUrl } from "~/domain/paths";
import { formatHms } from "~/domain/time-format";
import { useT, type MessageKey, type Translate } from "~/i18n/i18n";
import { AssessListPostSchema } from "./list-form.server";
import {
  getAssessmentDetail,
  getExamCard,
  listAssessmentRecords,
  listAssessments,
  type Assessment,
  type AssessmentDetail,
  type AssessmentRecord,
} from "~/services/exam.server";
import { createApi } from "~/services/http.server";
import { settle, type Outcome } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

// My assessments (learner-area §2 My assessments, §3, §4 Assessment, §7, §8): tab 0 the assessments (5 a page)
// with their start rule, tab 1 the finished attempts (10 a page). 'Start' opens a dialog (URL state: ?start=ID)
// with the assessment's detail; its 'Begin' asks for the card, which starts or resumes the attempt.

function listQuery(url: URL) {
  return {
    tab: parseAssessTab(url.searchParams.get("tabs")),
    page: parsePage(url.searchParams.get("page")),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { tab, page } = listQuery(url);
  const startId = tab === 0 ? parseId(url.searchParams.get("start")) : null;
  const classId = parseId(url.searchParams.get("class_id")) ?? "";
  const api = createApi(request);
  // The dialog's detail is asked for beside the list, not after it.
  const [assessments, records, detail] = await Promise.all([
    tab === 0 ? settle(listAssessments(api, page)) : Promise.resolve(null),
    tab === 1 ? settle(listAssessmentRecords(api, page)) : Promise.resolve(null),
    startId ? settle(getAssessmentDetail(api, startId, classId)) : Promise.resolve(null),
  ]);
  return {
    tab,
    page,
    assessments,
    records,
    start: startId && detail ? { id: startId, classId, detail } : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const school = params.school ?? "";
  const { page } = listQuery(new URL(request.url));
  const backUrl = myAssessUrl(school, { tabs: 0, page });
  const parsed = AssessListPostSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(backUrl, { type: "error", key: "assess.cardFailed" });
  const post = parsed.data;

  if (post.intent === "start") {
    // Post/redirect/get into the dialog: the next load fetches the detail (learner-area §2).
    return redirect(startDialogUrl(school, page, post.id, post.class_id));
  }

  const card = await settle(getExamCard(createApi(request), post.id, post.class_id));
  if (!card.ok) {
    // 2004: the server's message (single attempt used, window closed…), then back to the list (learner-area §8).
    return redirectWithToast(backUrl, {
      type: "error",
      key: "assess.cardFailed",
      text: card.message || undefined,
    });
  }
  return redirect(
    assessAnswerUrl(school, {
      examId: post.id,
      classId: post.class_id,
      name: post.name,
      recordId: card.data.record_id,
      showResult: post.show_result === "" ? null : Number(post.show_result),
    }),
  );
}

const STATUS_LABELS: Record<AssessmentStatusKey, MessageKey> = {
  notStarted: "assess.statusNotStarted",
  inProgress: "assess.statusInProgress",
  completed: "assess.statusCompleted",
  expired: "assess.statusExpired",
};

export default function MyAssessments() {
  const t = useT();
  const school = useParams().school ?? "";
  const { tab, page, assessments, records, start } = useLoaderData<typeof loader>();
  return (
    <section className="assess" aria-labelledby="my-assess-title">
      <h1 id="my-assess-title">{t("assess.title")}</h1>
      <TabLinks
        label={t("assess.tabs")}
        tabs={[
          { label: t("assess.tabList"), to: myAssessUrl(school, { tabs: 0 }), current: tab === 0 },
          { label: t("assess.tabRecords"), to: myAssessUrl(school, { tabs: 1 }), current: tab === 1 },
        ]}
      />
      {assessments ? <AssessmentList page={page} outcome={assessments} /> : null}
      {records ? <RecordList page={page} outcome={records} /> : null}
      {start ? (
        <StartDialog
          id={start.id}
          classId={start.classId}
          detail={start.detail}
          closeHref={myAssessUrl(school, { tabs: 0, page })}
        />
      ) : null}
    </section>
  );
}

function AssessmentList({
  page,
  outcome,
}: {
  page: number;
  outcome: Outcome<{ items: Assessment[]; total: number }>;
}) {
  const t = useT();
  if (!outcome.ok)
    return (
      <p className="assess__fallback" role="alert">
        {t("assess.listFailed")}
      </p>
    );
  const items = outcome.data.items.slice(0, MY_ASSESSMENTS_PAGE_SIZE);
  if (items.length === 0) return <EmptyState>{t("common.noContent")}</EmptyState>;
  return (
    <>
      <ul className="assess-list" aria-label={t("assess.listLabel")}>
        {items.map((item) => (
          <AssessmentCard key={`${item.id}-${item.class_id}`} item={item} />
        ))}
      </ul>
      <Pagination
        page={page}
        total={outcome.data.total}
        size={MY_ASSESSMENTS_PAGE_SIZE}
        omit={["start", "class_id"]}
      />
    </>
  );
}

function validityText(t: Translate, item: { start_time: string; end_time: string; expire_date: string }) {
  const validity = validityOf(item);
  if (validity.kind === "window") return t("assess.validityWindow", { from: validity.from, to: validity.to });
  if (validity.kind === "until") return t("assess.validityUntil", { to: validity.to });
  if (validity.kind === "from") return t("assess.validityFrom", { from: validity.from });
  return t("assess.validityOpen");
}

function AssessmentCard({ item }: { item: Assessment }) {
  const t = useT();
  const navigation = useNavigation();
  const status = assessmentStatusKey(item.status);
  const nameId = `assess-${item.id}-${item.class_id}`;
  const posting = navigation.state !== "idle" && navigation.formData?.get("id") === item.id;
  return (
    <li className="assess-card">
      {item.photo ? (
        <img className="assess-card__photo" src={item.photo} alt={item.name} loading="lazy" />
      ) : (
        <div className="assess-card__photo assess-card__photo--none" aria-hidden="true" />
      )}
      <div className="assess-card__body">
        <h2 id={nameId} className="assess-card__name">
          {item.name}
        </h2>
        {status ? (
          <p className={`assess-card__status assess-card__status--${status}`}>
            <span className="visually-hidden">{t("assess.statusLabel")} </span>
            {t(STATUS_LABELS[status])}
          </p>
        ) : null}
        <p className="assess-card__validity">{validityText(t, item)}</p>
        {isSingleAttempt(item.limit_type) ? (
          <p className="assess-card__note">{t("assess.singleAttempt")}</p>
        ) : null}
      </div>
      {canStartAssessment(item) ? (
        <Form method="post" className="assess-card__start">
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="class_id" value={item.class_id} />
          <button
            type="submit"
            className="button button--primary"
            aria-describedby={nameId}
            disabled={posting}
          >
            {t("assess.start")}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

function minSec(t: Translate, seconds: number): string {
  return t("assess.minSec", minutesAndSeconds(seconds));
}

function StartDialog({
  id,
  classId,
  detail,
  closeHref,
}: {
  id: string;
  classId: string;
  detail: Outcome<AssessmentDetail>;
  closeHref: string;
}) {
  const t = useT();
  if (!detail.ok) {
    return (
      <Modal title={t("assess.startTitle")} closeHref={closeHref}>
        <p role="alert">{detail.message || t("assess.detailFailed")}</p>
        <div className="modal__actions">
          <Link to={closeHref} className="button" preventScrollReset>
            {t("ui.close")}
          </Link>
        </div>
      </Modal>
    );
  }
  const item = detail.data;
  const timeLimit = item.time_limit ?? 0;
  const attempts = item.attempts ?? 0;
  const window = { start_time: item.start_time, end_time: item.end_time, expire_date: "" };
  return (
    <Modal title={item.name || t("assess.startTitle")} closeHref={closeHref}>
      {item.intro ? (
        <section className="assess-start__intro" aria-label={t("assess.intro")}>
          <p>{item.intro}</p>
        </section>
      ) : null}
      <dl className="assess-start__facts">
        <dt>{t("assess.timeLimit")}</dt>
        <dd>{timeLimit > 0 ? minSec(t, timeLimit) : t("assess.noTimeLimit")}</dd>
        {item.question_count !== null ? (
          <>
            <dt>{t("assess.questionCount")}</dt>
            <dd>{t("assess.questions", { count: item.question_count })}</dd>
          </>
        ) : null}
        {item.total_score !== null ? (
          <>
            <dt>{t("assess.totalScore")}</dt>
            <dd>{t("assess.points", { score: item.total_score })}</dd>
          </>
        ) : null}
        <dt>{t("assess.attempts")}</dt>
        <dd>
          {isSingleAttempt(item.limit_type)
            ? t("assess.attemptsSingle", { count: attempts })
            : t("assess.attemptsUnlimited", { count: attempts })}
        </dd>
        <dt>{t("assess.window")}</dt>
        <dd>{validityText(t, window)}</dd>
      </dl>
      <p className="assess-start__result">
        {item.show_result === 1 ? t("assess.showResultYes") : t("assess.showResultNo")}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="begin" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="class_id" value={classId} />
        <input type="hidden" name="name" value={item.name} />
        <input type="hidden" name="show_result" value={item.show_result ?? ""} />
        <ModalActions closeHref={closeHref} submitLabel={t("assess.begin")} />
      </Form>
    </Modal>
  );
}

function RecordList({
  page,
  outcome,
}: {
  page: number;
  outcome: Outcome<{ items: AssessmentRecord[]; total: number }>;
}) {
  const t = useT();
  const school = useParams().school ?? "";
  if (!outcome.ok)
    return (
      <p className="assess__fallback" role="alert">
        {t("assess.recordsFailed")}
      </p>
    );
  const items = outcome.data.items.slice(0, ASSESSMENT_RECORDS_PAGE_SIZE);
  if (items.length === 0) return <EmptyState>{t("common.noContent")}</EmptyState>;
  return (
    <>
      <div className="assess-records">
        <table>
          <caption className="visually-hidden">{t("assess.recordsLabel")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("assess.recordName")}</th>
              <th scope="col">{t("assess.finishTime")}</th>
              <th scope="col">{t("assess.score")}</th>
              <th scope="col">{t("assess.timeUsed")}</th>
              <th scope="col">{t("assess.result")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((record) => (
              <tr key={record.id}>
                <th scope="row">{record.exam_name}</th>
                <td>{record.finish_time}</td>
                <td>
                  {record.score !== null ? t("assess.points", { score: record.score }) : "–"}
                  {record.is_assess === 0 ? (
                    <span className="assess-records__pending"> ({t("assess.pendingScore")})</span>
                  ) : null}
                </td>
                <td>{record.duration !== null ? formatHms(record.duration) : "–"}</td>
                <td>
                  {record.show_result === 1 ? (
                    <Link
                      to={resultReviewUrl(school, {
                        examId: record.exam_id,
                        name: record.exam_name,
                        recordId: record.id,
                        classId: record.class_id,
                        duration: record.duration,
                        isAssess: record.is_assess,
                      })}
                      aria-label={t("assess.viewResultOf", { name: record.exam_name })}
                    >
                      {t("assess.viewResult")}
                    </Link>
                  ) : (
                    <span className="assess-records__hidden">{t("assess.resultHidden")}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} total={outcome.data.total} size={ASSESSMENT_RECORDS_PAGE_SIZE} />
    </>
  );
}
