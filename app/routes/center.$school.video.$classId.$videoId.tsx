import "~/components/page-kit";
import "~/components/list-kit";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import videoJsStyles from "video.js/dist/video-js.min.css";

import { CoursePlayer } from "~/features/player/course-player";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CHAPTER_PARAM, playerPath, withQuery } from "~/domain/paths";
import { loadPlayerPage } from "~/features/player/player-page.server";
import { refusalMessage } from "~/domain/refusals";
import { reviewRefusal } from "~/domain/review-rules";
import { protectedAction } from "~/guard/guard.server";
import type { FormMessage } from "~/forms/form-message";
import { requireNumericId, requireSchool } from "~/forms/ids.server";
import { parsePlayerForm } from "~/forms/player-forms.server";
import { addReview, courseIsHeldBy } from "~/services/review.server";
import { createApi, settle, type Api } from "~/services/http.server";
import { addNote, editNote } from "~/services/note.server";
import { redirectWithToast } from "~/utils/toast.server";
import { screenMeta } from "~/utils/page-title";

// The course player (learner-area §2 Course player, §4 Course material, §7). Protected: requireUser runs beside
// the other calls of the first round. Panels are URL state (?panel=directory|notes|intro|rate, &edit=ID).
// One round when the address names the material and its chapter (?chapter=, as every link that knows it does);
// otherwise the play call waits for the tree, which alone gives its chapter id (docs/decisions/019).

export const links = () => [{ rel: "stylesheet", href: videoJsStyles }];

export const loader = (args: LoaderFunctionArgs) => loadPlayerPage(args);

type PlayerForm = NonNullable<ReturnType<typeof parsePlayerForm>["form"]>;
type PlayerValue = Extract<PlayerForm, { ok: true }>["value"];

/** Saves the form; gives back where the learner goes next: the note's material and panel, or the page as it was. */
async function save(api: Api, courseId: string, value: PlayerValue) {
  if (value.intent === "note") {
    await addNote(api, {
      courseId,
      cmId: value.cm_id,
      chapterId: value.chapter_id,
      content: value.content,
      position: value.position,
      type: value.type,
    });
    return { materialId: value.cm_id, chapterId: value.chapter_id, panel: "notes" };
  }
  if (value.intent === "edit") {
    await editNote(api, value.id, value.content);
    return { materialId: null, chapterId: null, panel: "notes" };
  }
  await addReview(api, { courseId, level: value.level, content: value.content });
  return { materialId: null, chapterId: null, panel: null };
}

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }, user) => {
    const school = requireSchool(params);
    const courseId = requireNumericId(params.classId);
    const api = createApi(request);
    const url = new URL(request.url);
    const { intent, form } = parsePlayerForm(await request.formData());
    if (!form) throw data(null, { status: 400 });
    if (!form.ok) return data({ intent, result: form.reply() }, { status: 400 });

    const value = form.value;
    // The rate dialog is a review: the one review rule (decision 028). The user is of this school (the guard);
    // the course must be this school's too, as on the course page and the public sites.
    if (value.intent === "rate") {
      const courseHere = await courseIsHeldBy(api, school, courseId);
      if (reviewRefusal({ userSchool: user.school_code, addressSchool: school, courseHere }))
        throw data(null, { status: 404 });
    }
    const saved = await settle(save(api, courseId, value));
    if (!saved.ok) {
      // A time-out may come after the note was stored: say what is known, not 'save failed' (decision 024).
      // A note's refusal in the catalogue's words by its code (decision 051); a review's as the service says it.
      const message: FormMessage =
        saved.uncertain && value.intent !== "rate"
          ? { key: "player.saveUncertain", text: null }
          : value.intent === "rate"
            ? { key: "player.saveFailed", text: saved.message || null }
            : refusalMessage("note", saved, "player.saveFailed");
      return data({ intent, result: form.reply(message) }, { status: 400 });
    }
    // Back to where the learner was; an added note lands on that material explicitly (not videoId 0).
    // The chapter hint (one round for the page) is the note's material's, or the page's own when it stays.
    const next = new URLSearchParams();
    for (const key of saved.data.materialId ? ["from", "key"] : ["from", "key", CHAPTER_PARAM]) {
      const kept = url.searchParams.get(key);
      if (kept) next.set(key, kept);
    }
    if (saved.data.chapterId) next.set(CHAPTER_PARAM, saved.data.chapterId);
    if (saved.data.panel) next.set("panel", saved.data.panel);
    const path = saved.data.materialId ? playerPath(school, courseId, saved.data.materialId) : url.pathname;
    return redirectWithToast(withQuery(path, next), {
      type: "success",
      key: value.intent === "rate" ? "player.reviewed" : "player.saved",
    });
  });

export const meta = screenMeta<{ course: { name: string }; material?: { name: string } | null }>(
  "player.title",
  (loaded) => loaded.material?.name ?? loaded.course.name,
);

export default function CoursePlayerRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <CoursePlayer data={loaderData} actionData={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
