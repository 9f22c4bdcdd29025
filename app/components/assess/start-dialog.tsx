import { Form, Link } from "@remix-run/react";

import { validityText } from "~/components/assess/assessment-list";
import { Modal, ModalActions } from "~/components/ui/modal";
import { isSingleAttempt } from "~/domain/assessment-rules";
import { attemptStanding } from "~/domain/attempt-standing";
import { clockText } from "~/components/time-used";
import { useT } from "~/i18n/i18n";
import type { AssessmentDetail } from "~/services/exam.server";
import type { Outcome } from "~/services/upstream-failure";

// My assessments' start dialog (learner-area §2, URL state ?start=ID): the assessment's detail; 'Begin' posts to
// the page, which asks for the card (it starts or resumes the attempt). The attempts used and left, and a closed
// assessment (its single attempt used, or not open now) says so first and offers only 'Close' (decision 043).

export function StartDialog({
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
  const standing = attemptStanding(item);
  const window = { start_time: item.start_time, end_time: item.end_time, expire_date: "" };
  return (
    <Modal title={item.name || t("assess.startTitle")} closeHref={closeHref}>
      {standing.closed ? (
        <p className="assess-start__closed">
          {t(standing.closed === "used" ? "assess.closedUsed" : "assess.closedNotOpen")}
        </p>
      ) : null}
      {item.intro ? (
        <section className="assess-start__intro" aria-label={t("assess.intro")}>
          <p>{item.intro}</p>
        </section>
      ) : null}
      <dl className="assess-start__facts">
        <dt>{t("assess.timeLimit")}</dt>
        <dd>{timeLimit > 0 ? clockText(t, timeLimit) : t("assess.noTimeLimit")}</dd>
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
            ? t("assess.attemptsSingle", { count: standing.used, left: standing.left ?? 0 })
            : t("assess.attemptsUnlimited", { count: standing.used })}
        </dd>
        <dt>{t("assess.window")}</dt>
        <dd>{validityText(t, window)}</dd>
      </dl>
      <p className="assess-start__result">
        {item.show_result === 1 ? t("assess.showResultYes") : t("assess.showResultNo")}
      </p>
      {standing.closed ? (
        <div className="modal__actions">
          <Link to={closeHref} className="button" preventScrollReset>
            {t("ui.close")}
          </Link>
        </div>
      ) : (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="begin" />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="class_id" value={classId} />
          <input type="hidden" name="name" value={item.name} />
          <input type="hidden" name="show_result" value={item.show_result ?? ""} />
          <ModalActions closeHref={closeHref} submitLabel={t("assess.begin")} />
        </Form>
      )}
    </Modal>
  );
}
