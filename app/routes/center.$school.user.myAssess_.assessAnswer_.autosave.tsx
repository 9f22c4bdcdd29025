import "~/components/page-kit";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { attemptTimeLeft, autosaveAnswer } from "~/features/question/assessment.server";
import { requireSchool } from "~/forms/ids.server";
import { createApi } from "~/services/http.server";
import { protectedAction, requireUser } from "~/guard/guard.server";

// The answering screen's autosave (with JavaScript only; app/features/question/answer-outbox.client.ts), served by
// the question feature (autosaveAnswer): a resource route reached by fetch, whose failure never takes the exam page
// away. Its GET is the attempt's time left by the upstream's clock (attemptTimeLeft, decision 042).

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }) => {
    if (request.method !== "POST") throw data(null, { status: 405 });
    return autosaveAnswer(request, requireSchool(params));
  });

// A GET here is the time left, as JSON: not a page.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, createApi(request));
  return attemptTimeLeft(request, requireSchool(params));
}
