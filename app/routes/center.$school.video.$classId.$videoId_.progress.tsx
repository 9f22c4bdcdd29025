import { data, type ActionFunctionArgs } from "@remix-run/node";

import { parsePosition } from "~/domain/player-rules";
import { requireUser } from "~/services/guard.server";
import { createApi, UpstreamFailure } from "~/services/http.server";
import { logProgress } from "~/services/player.server";

// The player's progress log (learner-area §4, §7): the browser cannot call the upstream itself, so it posts the
// position here (a beacon on pause, end, every 15 s and when the page is hidden) and the portal adds the
// learner's id from the session.

const DIGITS = /^\d{1,18}$/;

export async function action({ request, params }: ActionFunctionArgs) {
  const courseId = params.classId ?? "";
  const cmId = params.videoId ?? "";
  if (request.method !== "POST") throw data(null, { status: 405 });
  const api = createApi(request);
  const [user, form] = await Promise.all([requireUser(request, api), request.formData()]);
  const position = parsePosition(form.get("position"));
  const chapterId = String(form.get("chapter_id") ?? "");
  if (
    !DIGITS.test(courseId) ||
    !DIGITS.test(cmId) ||
    cmId === "0" ||
    !DIGITS.test(chapterId) ||
    position === null
  )
    return data({ ok: false }, { status: 400 });
  if (!user.id) return data({ ok: false }, { status: 403 });
  try {
    await logProgress(api, { courseId, cmId, chapterId, userId: user.id, position });
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    return data({ ok: false }, { status: error.status });
  }
  return data({ ok: true }, { status: 200 });
}

// A GET here is not a page.
export function loader() {
  throw data(null, { status: 405 });
}
