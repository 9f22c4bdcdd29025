import "~/components/page-kit";
import { data, type ActionFunctionArgs } from "@remix-run/node";

import { parseNumericId } from "~/domain/ids";
import { parseForm } from "~/forms/parse-form.server";
import { ProgressFormSchema } from "~/forms/player-forms.server";
import { protectedAction } from "~/guard/guard.server";
import { createApi, settle } from "~/services/http.server";
import { logProgress } from "~/services/player.server";

// The player's progress log (learner-area §4, §7): the browser cannot call the upstream itself, so it posts the
// position here (a beacon on pause, end, every 15 s and when the page is hidden) and the portal adds the
// learner's id from the session.

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }, user) => {
    const courseId = parseNumericId(params.classId);
    const cmId = parseNumericId(params.videoId);
    if (request.method !== "POST") throw data(null, { status: 405 });
    const api = createApi(request);
    const form = await parseForm(request, ProgressFormSchema);
    // videoId 0 (resume) names no material: there is nothing to log against.
    if (!courseId || !cmId || cmId === "0" || !form.ok) return data({ ok: false }, { status: 400 });
    const { position, chapter_id: chapterId } = form.value;
    if (!user.id) return data({ ok: false }, { status: 403 });
    // The failure's own status goes back to the beacon (503 down, 403 not permitted), which only logs it.
    const logged = await settle(logProgress(api, { courseId, cmId, chapterId, userId: user.id, position }));
    return logged.ok ? data({ ok: true }, { status: 200 }) : data({ ok: false }, { status: logged.status });
  });

// A GET here is not a page.
export function loader() {
  throw data(null, { status: 405 });
}
