import "~/components/page-kit";
import "~/components/list-kit";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { noteCourseTakenDown } from "~/domain/course-rules";
import { parseNumericId } from "~/domain/ids";
import { parsePage } from "~/domain/pagination";
import { playerPath } from "~/domain/paths";
import { myNotesPath } from "~/domain/learner-paths";
import type { MessageKey } from "~/i18n/i18n";
import { courseEntryBlock } from "~/services/course.server";
import { requireUser } from "~/guard/guard.server";
import { createApi, settle, type Api } from "~/services/http.server";
import { listMyNotes } from "~/services/note.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireSchool } from "~/forms/ids.server";

const BLOCK_MESSAGE: Record<"expired" | "takenDown", MessageKey> = {
  expired: "myNote.courseExpired",
  takenDown: "myNote.courseTakenDown",
};

type Target = { kind: "open"; path: string } | { kind: "refused"; refusal: MessageKey };

/** Where the note's link goes: the player at the note's material, or why not. */
async function noteTarget(
  request: Request,
  api: Api,
  school: string,
  page: number,
  noteId: string | null,
): Promise<Target> {
  // Not under the user layout (a resource route), so the guard runs here.
  const [, { items }] = await Promise.all([requireUser(request, api), listMyNotes(api, page)]);
  const note = items.find((item) => item.id === noteId);
  if (!note) return { kind: "refused", refusal: "myNote.notFound" };
  const block = await courseEntryBlock(api, note.course_id, noteCourseTakenDown(note.course_status));
  if (block) return { kind: "refused", refusal: BLOCK_MESSAGE[block] };
  return { kind: "open", path: playerPath(school, note.course_id, note.cm_id ?? 0, note.chapter_id) };
}

/**
 * A note's course or chapter link (learner-area §4 Course): fresh course details decide whether it is expired,
 * the note's course_status whether it was taken down; then the player at the note's material, or back to the
 * notes page with the message. The note is looked up on its page of the list, so the browser sends only ids.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  const query = new URL(request.url).searchParams;
  const page = parsePage(query.get("page"));
  const back = myNotesPath(school, page);
  const api = createApi(request);

  const target = await settle(noteTarget(request, api, school, page, parseNumericId(query.get("note"))));
  if (!target.ok) {
    return redirectWithToast(back, {
      type: "error",
      key: "myNote.openFailed",
      text: target.message || undefined,
    });
  }
  if (target.data.kind === "open") return redirect(target.data.path);
  return redirectWithToast(back, { type: "error", key: target.data.refusal });
}
