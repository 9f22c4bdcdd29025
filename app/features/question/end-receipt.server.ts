import { cardCounts } from "~/domain/answer-card";
import { parseSeconds } from "~/domain/assessment-result";
import { STATUS_COMPLETED } from "~/domain/assessment-rules";
import { parseId } from "~/domain/ids";
import { handInTime } from "~/domain/hand-in-time";
import { getAssessmentDetail, getExamCard } from "~/services/exam.server";
import { createApi } from "~/services/http.server";
import { settle } from "~/services/upstream-failure";

// The assessment end page's data (learner-area §2 Assessment end page; decision 043). The spec's page shows the
// time used; after a submit the address also names the attempt (ass_id, class_id, record_id), and the page is
// then a receipt read from the server's record: handed in at, questions answered, the time used, the attempt's
// id. An address that names no attempt, or one the server does not hold as handed in (not the learner's, still
// open, made up), gets the time of the address and no claim that anything was handed in.

export type Receipt = {
  recordId: string;
  /** The assessment's name (null when its detail could not be read; the receipt stands without it). */
  name: string | null;
  /** The hand-in time as words in the schools' time zone, and as an ISO time; null when the server gave none. */
  handedIn: { text: string; iso: string } | null;
  answered: number;
  total: number;
  /** The time used by the server's record. */
  seconds: number | null;
};

export async function loadEndPage(
  request: Request,
): Promise<{ time: number | null; receipt: Receipt | null }> {
  const query = new URL(request.url).searchParams;
  // A `time` that is not whole seconds is left out.
  const time = parseSeconds(query.get("time"));
  const examId = parseId(query.get("ass_id"));
  const recordId = parseId(query.get("record_id"));
  const classId = query.get("class_id") ?? "";
  if (!examId || !recordId || (classId !== "" && !parseId(classId))) return { time, receipt: null };

  const api = createApi(request);
  const [card, detail] = await Promise.all([
    settle(getExamCard(api, examId, classId, recordId)),
    settle(getAssessmentDetail(api, examId, classId)),
  ]);
  // Only a record the server holds as handed in makes a receipt; anything else claims nothing.
  if (!card.ok || card.data.status !== STATUS_COMPLETED || card.data.record_id !== recordId)
    return { time, receipt: null };
  const counts = cardCounts(card.data.items);
  const finished = card.data.finish_time ?? null;
  return {
    time: card.data.use_duration ?? time,
    receipt: {
      recordId,
      name: detail.ok ? detail.data.name || null : null,
      handedIn: finished === null ? null : handInTime(finished),
      answered: counts.answered,
      total: counts.total,
      seconds: card.data.use_duration ?? null,
    },
  };
}
