import "~/components/page-kit";
import { data, type ActionFunctionArgs } from "@remix-run/node";

import { autosavePractice } from "~/features/question/practice.server";
import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/guard/guard.server";

// The practice screen's autosave (with JavaScript only; app/features/question/answer-outbox.client.ts, decision
// 042): a resource route reached by fetch, whose failure never takes the practice page away. No GET: practice has
// no deadline to ask about.

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }) => {
    if (request.method !== "POST") throw data(null, { status: 405 });
    return autosavePractice(request, requireSchool(params));
  });

export const loader = () => {
  throw data(null, { status: 405 });
};
