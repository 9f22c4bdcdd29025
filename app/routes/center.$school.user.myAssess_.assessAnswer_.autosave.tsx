import "~/components/page-kit";
import { data, type ActionFunctionArgs } from "@remix-run/node";

import { parseAttemptQuery } from "~/domain/assessment-rules";
import { parseAnswerForm, readQuestionForm } from "~/features/question/answer-form.server";
import { isAttemptOver, overDestination, saveAnswer } from "~/features/question/assessment-adapter.server";
import { createApi } from "~/services/http.server";
import { settle } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";
import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/utils/guard.server";

// The answering screen's autosave (with JavaScript only; app/features/question/answer-draft.ts): the question
// form as it stands, saved with subtype 1, answered with JSON so that the page stays where it is. A resource
// route reached by fetch: a failure here must never take the exam page away.

type Reply = { ok: true } | { ok: false; over?: string; message?: string };

// A Response, not data(): a resource route fetched by the page answers plain JSON.
const reply = (body: Reply, init?: ResponseInit) => Response.json(body, init);

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }) => {
    if (request.method !== "POST") throw data(null, { status: 405 });
    const school = requireSchool(params);
    const attempt = parseAttemptQuery(new URL(request.url).searchParams);
    const formData = await readQuestionForm(request);
    formData.set("intent", "save");
    const parsed = parseAnswerForm(formData, "assessment");
    if (!attempt || !parsed.ok || !parsed.value.answerable) return reply({ ok: false }, { status: 400 });
    const { queId, answer, isSign, attachment } = parsed.value;
    const api = createApi(request);
    // The browser never sends files here (app/features/question/answer-draft.ts): nothing to upload.
    const saved = await settle(saveAnswer(api, attempt, { queId, answer, isSign, attachment }, 1));
    if (saved.ok) return reply({ ok: true });
    if (isAttemptOver(saved)) {
      // The page goes where a finish would go; the flash cookie set here says why when it gets there.
      const over = await overDestination(api, school, attempt);
      const flash = await redirectWithToast(over, {
        type: "error",
        key: "assess.submitFailed",
        text: saved.message || undefined,
      });
      return reply(
        { ok: false, over, message: saved.message },
        { headers: { "Set-Cookie": flash.headers.get("Set-Cookie") ?? "" } },
      );
    }
    return reply({ ok: false, message: saved.message }, { status: 502 });
  });

// A GET here is not a page.
export function loader() {
  throw data(null, { status: 405 });
}
