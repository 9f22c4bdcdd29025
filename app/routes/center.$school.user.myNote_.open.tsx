import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { noteCourseTakenDown } from "~/domain/course-rules";
import { parsePage } from "~/domain/pagination";
import type { MessageKey } from "~/i18n/i18n";
import { courseEntryBlock } from "~/services/course.server";
import { requireUser } from "~/services/guard.server";
import { createApi, UpstreamFailure } from "~/services/http.server";
import { listMyNotes } from "~/services/note.server";
import { redirectWithToast } from "~/utils/toast.server";
import { playerPath } from "~/domain/paths";

const BLOCK_MESSAGE: Record<"expired" | "takenDown", MessageKey> = {
  expired: "myNote.courseExpired",
  takenDown: "myNote.courseTakenDown",
};

/**
 * A note's course or chapter link (learner-area §4 Course): fresh course details decide whether it is expired,
 * the note's course_status whether it was taken down; then the player at the note's material, or back to the
 * notes page with the message. The note is looked up on its page of the list, so the browser sends only ids.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = params.school ?? "";
  const query = new URL(request.url).searchParams;
  const page = parsePage(query.get("page"));
  const noteId = query.get("note") ?? "";
  const back = `/center/${school}/user/myNote${page > 1 ? `?page=${page}` : ""}`;
  const api = createApi(request);

  try {
    // Not under the user layout (a resource route), so the guard runs here.
    const [, { items }] = await Promise.all([requireUser(request, api), listMyNotes(api, page)]);
    const note = items.find((item) => item.id === noteId);
    if (!note) return redirectWithToast(back, { type: "error", key: "myNote.notFound" });

    const block = await courseEntryBlock(api, note.course_id, noteCourseTakenDown(note.course_status));
    if (block) return redirectWithToast(back, { type: "error", key: BLOCK_MESSAGE[block] });
    return redirect(playerPath(school, note.course_id, note.cm_id ?? 0));
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    const text = error.reason === "code" && error.upstreamMessage ? error.upstreamMessage : undefined;
    return redirectWithToast(back, { type: "error", key: "myNote.openFailed", text });
  }
}
