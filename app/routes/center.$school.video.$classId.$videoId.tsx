import "~/components/page-kit";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import videoJsStyles from "video.js/dist/video-js.min.css";

import { CoursePlayer } from "~/components/player/course-player";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { canEnterCourse } from "~/domain/course-rules";
import { partyCourseCanPlay } from "~/domain/party-site";
import { parseNumericId } from "~/domain/ids";
import { parsePage } from "~/domain/pagination";
import {
  CHAPTER_PARAM,
  classNoPermissionPath,
  classNotFoundPath,
  playerPath,
  withQuery,
} from "~/domain/paths";
import { backToCoursePath } from "~/screens/public-course/back-to-course.server";
import {
  antiCheatOf,
  lastLearnedOf,
  materialOfAddress,
  neighbours,
  parsePosition,
  pickMaterial,
  readPanel,
  sameMaterial,
} from "~/domain/player-rules";
import { reviewRefusal } from "~/domain/review-rules";
import { getCourseDetail } from "~/services/course.server";
import { requireUser, protectedAction } from "~/services/guard.server";
import type { FormMessage } from "~/forms/form-message";
import { requireNumericId, requireSchool } from "~/forms/ids.server";
import { parsePlayerForm } from "~/forms/player-forms.server";
import { addReview, courseIsHeldBy } from "~/services/review.server";
import { createApi, onNotPermitted, orNull, settle, type Api } from "~/services/http.server";
import { listLearningRecords } from "~/services/learning-record.server";
import { addNote, editNote, listCourseNotes } from "~/services/note.server";
import {
  getChapterTree,
  getMaterialIntro,
  getPlayInfo,
  getStudyConfig,
  getVideoSignature,
  signedMediaUrl,
} from "~/services/player.server";
import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";
import { redirectWithToast } from "~/utils/toast.server";
import { screenMeta } from "~/utils/page-title";

// The course player (learner-area §2 Course player, §4 Course material, §7). Protected: requireUser runs beside
// the other calls of the first round. Panels are URL state (?panel=directory|notes|intro|rate, &edit=ID).
// One round when the address names the material and its chapter (?chapter=, as every link that knows it does);
// otherwise the play call waits for the tree, which alone gives its chapter id (docs/decisions/019).

export const links = () => [{ rel: "stylesheet", href: videoJsStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  // A course id that is no id: no such page, as on the course page (404).
  const courseId = requireNumericId(params.classId);
  const notFound = classNotFoundPath(school);
  const videoId = parseNumericId(params.videoId);
  if (!videoId) throw redirect(notFound);

  const url = new URL(request.url);
  const panel = readPanel(url.searchParams.get("panel"));
  const notesPage = parsePage(url.searchParams.get("page"));
  const api = createApi(request);

  // Round 1: everything that needs only the URL, at once. The play info and the intro too when the address
  // names the material (and, for the play info, its chapter): the tree then only confirms it. Their failures are
  // read once the tree has settled which material plays (a 2004 of the tree or the course comes first).
  const named = materialOfAddress(videoId, url.searchParams);
  const earlyPlay = named ? getPlayInfo(api, courseId, named) : null;
  earlyPlay?.catch(() => undefined);
  const earlyIntro =
    videoId !== "0" && panel === "intro" ? orNull(getMaterialIntro(api, courseId, videoId)) : null;
  earlyIntro?.catch(() => undefined);
  const [user, tree, records, config, course, notes] = await Promise.all([
    requireUser(request, api),
    onNotPermitted(getChapterTree(api, courseId), () => "studyBan" as const),
    videoId === "0" ? orNull(listLearningRecords(api)) : null,
    orNull(getStudyConfig(api, school)),
    onNotPermitted(getCourseDetail(api, courseId), () => {
      throw redirect(notFound);
    }),
    panel === "notes" ? orNull(listCourseNotes(api, courseId, notesPage)) : null,
  ]);
  if (!canEnterCourse(course) || !partyCourseCanPlay(school, course.total_time))
    throw redirect(classNoPermissionPath(school));

  // The header shows the user from here, as from the user area's guard.
  const backTo = backToCoursePath(url.searchParams, school, course.id);
  const base = { user, course: { id: course.id, name: course.name }, panel, school, backTo };
  // The chapter load answered 2004: the message only, no player (learner-area §4, §8).
  if (tree === "studyBan") return { ...base, studyBan: true as const };

  const last = records
    ? lastLearnedOf(
        records.items.flatMap((group) => group.data),
        courseId,
      )
    : null;
  const material = pickMaterial(tree, videoId, last?.cm_id ?? null);
  if (!material) {
    if (videoId !== "0") throw redirect(notFound);
    return { ...base, studyBan: false as const, tree, material: null };
  }

  // Round 2, only when round 1 could not ask: the material's play info (2004 → the not-found page) and what
  // the panel shows. A chapter in the address that the tree contradicts is not used.
  const [play, intro] = await Promise.all([
    onNotPermitted(
      earlyPlay && sameMaterial(named, material) ? earlyPlay : getPlayInfo(api, courseId, material),
      () => {
        throw redirect(notFound);
      },
    ),
    panel === "intro" ? (earlyIntro ?? orNull(getMaterialIntro(api, courseId, material.cm_id))) : null,
  ]);
  const sign = play.sign === 1 && play.file_id ? await orNull(getVideoSignature(api, play.file_id)) : null;
  const requested = parsePosition(url.searchParams.get("t"));
  const editId = url.searchParams.get("edit");

  return {
    ...base,
    studyBan: false as const,
    tree,
    material: {
      cmId: play.cm_id,
      chapterId: play.chapter_id,
      name: play.name || material.name,
      type: play.type ?? material.type ?? 1,
      gone: play.status === 2 || material.status === 2,
      url: signedMediaUrl(play.url, sign),
      downloadUrl: play.download_url,
      pages: play.pages,
      savedPosition: play.position,
      start: requested ?? play.position,
    },
    neighbours: neighbours(tree, material.cm_id),
    antiCheat: antiCheatOf(config),
    intro: intro === null ? null : sanitizeUpstreamHtml(intro),
    notes,
    notesPage,
    editing: notes?.items.find((note) => note.id === editId) ?? null,
  };
}

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
    // The rate dialog is a review: the one review rule (issue 24 §3). The user is of this school (the guard);
    // the course must be this school's too, as on the course page and the public sites.
    if (value.intent === "rate") {
      const courseHere = await courseIsHeldBy(api, school, courseId);
      if (reviewRefusal({ userSchool: user.school_code, addressSchool: school, courseHere }))
        throw data(null, { status: 404 });
    }
    const saved = await settle(save(api, courseId, value));
    if (!saved.ok) {
      // A time-out may come after the note was stored: say what is known, not 'save failed' (issue 13 §13).
      const message: FormMessage =
        saved.uncertain && value.intent !== "rate"
          ? { key: "player.saveUncertain", text: null }
          : { key: "player.saveFailed", text: saved.message || null };
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
