import { ListState } from "~/components/ui/list-state";
import { PostButton } from "~/components/ui/post-button";
import {
  assessmentStatusKey,
  canStartAssessment,
  isSingleAttempt,
  validityOf,
  type AssessmentStatusKey,
} from "~/domain/assessment-rules";
import { MY_ASSESSMENTS_PAGE_SIZE } from "~/domain/page-sizes";
import { useT, type MessageKey, type Translate } from "~/i18n/i18n";
import type { Assessment } from "~/services/exam.server";
import type { Outcome } from "~/services/upstream-failure";

// My assessments, tab 0 (learner-area §2 My assessments, §4 Assessment): the assessments, 5 a page, with their
// status, validity and the start rule; 'Start' posts to the page, which opens the start dialog.

const STATUS_LABELS: Record<AssessmentStatusKey, MessageKey> = {
  notStarted: "assess.statusNotStarted",
  inProgress: "assess.statusInProgress",
  completed: "assess.statusCompleted",
  expired: "assess.statusExpired",
};

export function AssessmentList({
  page,
  outcome,
}: {
  page: number;
  outcome: Outcome<{ items: Assessment[]; total: number }>;
}) {
  const t = useT();
  const total = outcome.ok ? outcome.data.total : 0;
  return (
    <ListState
      items={outcome.ok ? outcome.data.items.slice(0, MY_ASSESSMENTS_PAGE_SIZE) : null}
      pager={{
        page,
        total,
        size: MY_ASSESSMENTS_PAGE_SIZE,
        omit: ["start", "class_id"],
        target: "my-assess-title",
      }}
      failed="assess.listFailed"
    >
      {(items) => (
        <ul className="assess-list" aria-label={t("assess.listLabel")}>
          {items.map((item) => (
            <AssessmentCard key={`${item.id}-${item.class_id}`} item={item} />
          ))}
        </ul>
      )}
    </ListState>
  );
}

export function validityText(
  t: Translate,
  item: { start_time: string; end_time: string; expire_date: string },
) {
  const validity = validityOf(item);
  if (validity.kind === "window") return t("assess.validityWindow", { from: validity.from, to: validity.to });
  if (validity.kind === "until") return t("assess.validityUntil", { to: validity.to });
  if (validity.kind === "from") return t("assess.validityFrom", { from: validity.from });
  return t("assess.validityOpen");
}

function AssessmentCard({ item }: { item: Assessment }) {
  const t = useT();
  const status = assessmentStatusKey(item.status);
  const nameId = `assess-${item.id}-${item.class_id}`;
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
        <PostButton
          className="assess-card__start"
          fields={{ intent: "start", id: item.id, class_id: item.class_id }}
          label={t("assess.start")}
          describedBy={nameId}
          rowField="id"
          buttonClassName="button button--primary"
        />
      ) : null}
    </li>
  );
}
