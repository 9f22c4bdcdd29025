import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { coverPosterPath } from "~/domain/course-cover";
import { canEnterCourse } from "~/domain/course-rules";
import { partyCourseCanPlay } from "~/domain/party-site";
import { parseNumericId } from "~/domain/ids";
import { parsePage } from "~/domain/pagination";
import { classNoPermissionPath, classNotFoundPath } from "~/domain/paths";
import { backToCoursePath } from "./back-to-course.server";
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
import { getCourseDetail } from "~/services/course.server";
import { requireUser } from "~/guard/guard.server";
import { requireNumericId, requireSchool } from "~/forms/ids.server";
import { createApi, onNotPermitted, orNull } from "~/services/http.server";
import { listLearningRecords } from "~/services/learning-record.server";
import { listCourseNotes } from "~/services/note.server";
import {
  getChapterTree,
  getMaterialIntro,
  getPlayInfo,
  getStudyConfig,
  getVideoSignature,
  signedMediaUrl,
} from "~/services/player.server";
import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";

// The course player (learner-area §2 Course player, §4 Course material, §7). Protected: requireUser runs beside
// the other calls of the first round. Panels are URL state (?panel=directory|notes|intro|rate, &edit=ID).
// One round when the address names the material and its chapter (?chapter=, as every link that knows it does);
// otherwise the play call waits for the tree, which alone gives its chapter id (docs/decisions/019).
export async function loadPlayerPage({ request, params }: LoaderFunctionArgs) {
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
  const [, tree, records, config, course, notes] = await Promise.all([
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

  const backTo = backToCoursePath(url.searchParams, school, course.id);
  const base = { course: { id: course.id, name: course.name }, panel, school, backTo };
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
      // The course's cover stands on the video until it plays: in the server's HTML, the first paint of the
      // stage (its largest content) does not wait for the video's first frame (decision 039). A course without a
      // photo of its own has its generated cover, drawn by the server (decision 046), not the stock clip-art.
      poster: (course.art ? coverPosterPath(course) : course.photo) || null,
    },
    neighbours: neighbours(tree, material.cm_id),
    antiCheat: antiCheatOf(config),
    intro: intro === null ? null : sanitizeUpstreamHtml(intro),
    notes,
    notesPage,
    editing: notes?.items.find((note) => note.id === editId) ?? null,
  };
}
