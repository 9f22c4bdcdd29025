import "~/components/page-kit";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";

import { AssessmentList } from "~/components/assess/assessment-list";
import { RecordList } from "~/components/assess/record-list";
import { StartDialog } from "~/components/assess/start-dialog";
import { TabLinks } from "~/components/ui/tab-links";
import { parseAssessTab } from "~/domain/assessment-rules";
import { parseId } from "~/domain/ids";
import { parsePage } from "~/domain/pagination";
import { assessAnswerUrl, myAssessUrl, startDialogUrl } from "~/domain/learner-paths";
import { parseForm } from "~/forms/parse-form.server";
import { useT } from "~/i18n/i18n";
import {
  getAssessmentDetail,
  getExamCard,
  listAssessmentRecords,
  listAssessments,
} from "~/services/exam.server";
import { createApi } from "~/services/http.server";
import { settle } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

import { AssessListPostSchema } from "./list-form.server";
import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/services/guard.server";
import { screenMeta } from "~/utils/page-title";

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

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }) => {
    const school = requireSchool(params);
    const { page } = listQuery(new URL(request.url));
    const backUrl = myAssessUrl(school, { tabs: 0, page });
    const parsed = await parseForm(request, AssessListPostSchema);
    if (!parsed.ok) return redirectWithToast(backUrl, { type: "error", key: "assess.cardFailed" });
    const post = parsed.value;

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
  });

export const meta = screenMeta("assess.title");

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
