import "~/components/page-kit";
import { parseNumericId } from "~/domain/ids";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { courseEntryBlock } from "~/services/course.server";
import { createApi } from "~/services/http.server";
import { requireUser } from "~/guard/guard.server";
import { redirectWithToast } from "~/utils/toast.server";
import { playerPath, userPath } from "~/domain/paths";
import { requireSchool } from "~/forms/ids.server";

/**
 * A learning record's link (learner-area §4): fresh course details first; an expired or taken-down course goes
 * back to the records with the message, anything else opens the player at that material.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = createApi(request);
  const school = requireSchool(params);
  const url = new URL(request.url);
  const courseId = parseNumericId(url.searchParams.get("course_id"));
  const back = userPath(school, "studyRecord");
  if (!courseId) return redirect(back);

  const [, block] = await Promise.all([
    requireUser(request, api),
    courseEntryBlock(api, courseId, url.searchParams.get("taken_down") === "1"),
  ]);
  if (block) {
    return redirectWithToast(back, {
      type: "error",
      key: block === "expired" ? "studyRecord.expired" : "studyRecord.takenDown",
    });
  }
  const material = url.searchParams.get("cm_id");
  return redirect(playerPath(school, courseId, parseNumericId(material) ?? 0));
}
