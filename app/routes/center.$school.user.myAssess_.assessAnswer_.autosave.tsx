import "~/components/page-kit";
import { data, type ActionFunctionArgs } from "@remix-run/node";

import { autosaveAnswer } from "~/features/question/assessment.server";
import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/guard/guard.server";

// The answering screen's autosave (with JavaScript only; app/features/question/answer-draft.ts), served by the
// question feature (autosaveAnswer): a resource route reached by fetch, whose failure never takes the exam page away.

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }) => {
    if (request.method !== "POST") throw data(null, { status: 405 });
    return autosaveAnswer(request, requireSchool(params));
  });

// A GET here is not a page.
export function loader() {
  throw data(null, { status: 405 });
}
