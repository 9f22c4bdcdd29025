import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/assess/assess-kit";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";

import { AssessmentList } from "~/components/assess/assessment-list";
import { AnswersLeft } from "~/features/question/answers-left";
import { RecordList } from "~/components/assess/record-list";
import { StartDialog } from "~/components/assess/start-dialog";
import { TabLinks } from "~/components/ui/tab-links";
import { parseId } from "~/domain/ids";
import { useT } from "~/i18n/i18n";
import { myAssessUrl } from "~/domain/learner-paths";
import { getAssessmentDetail, listAssessmentRecords, listAssessments } from "~/services/exam.server";
import { createApi } from "~/services/http.server";
import { spokenOutcome } from "~/domain/refusals";
import { translatorFor } from "~/i18n/locale.server";
import { settle } from "~/services/upstream-failure";

import { listQuery, startAssessment } from "./start.server";

import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/guard/guard.server";
import { screenMeta } from "~/utils/page-title";

// My assessments (learner-area §2 My assessments, §3, §4 Assessment, §7, §8): tab 0 the assessments (5 a page)
// with their start rule, tab 1 the finished attempts (10 a page). 'Start' opens a dialog (URL state: ?start=ID)
// with the assessment's detail; its 'Begin' asks for the card, which starts or resumes the attempt.

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
    // A refusal in the page's language (decision 043).
    start:
      startId && detail
        ? { id: startId, classId, detail: spokenOutcome(detail, "detail", translatorFor(request)) }
        : null,
  };
}

/** 'Start' opens the dialog, its 'Begin' starts or resumes the attempt (start.server.ts). */
export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, ({ request, params }) => startAssessment(request, requireSchool(params)));

export const meta = screenMeta("assess.title");

export default function MyAssessments() {
  const t = useT();
  const school = useParams().school ?? "";
  const { tab, page, assessments, records, start } = useLoaderData<typeof loader>();
  return (
    <section className="assess" aria-labelledby="my-assess-title">
      <h1 id="my-assess-title">{t("assess.title")}</h1>
      {/* Answers an ended attempt left on this device, listed as not saved (decision 042). */}
      <AnswersLeft />
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
