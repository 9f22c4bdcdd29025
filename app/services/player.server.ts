import { z } from "zod";

import { MaterialSchema } from "./course.server";
import type { Api } from "./http.server";
import { idString, listOf, optionalNumber, optionalText } from "./schema";

// The course player's calls: learner-area §3 (Chapter tree node, Study config), §7 (Chapter tree, Play info,
// Material intro, File preview, Progress log, Study config, Video signature, Add review).

/** A playable node of the tree: the course page's material, with both ids required (the player names it by them). */
export const TreeMaterialSchema = MaterialSchema.extend({
  chapter_id: idString,
  cm_id: idString,
  // Only the course page shows the size; the player takes whatever the tree says rather than drop the material.
  size: z.union([z.string(), z.number()]).nullish(),
});

export const TreeSectionSchema = z.object({
  name: optionalText,
  chapter_type: optionalNumber,
  chapter_id: idString,
  children: z
    .array(z.unknown())
    .nullish()
    // Only materials (chapter_type 2 with a cm_id) are playable; anything else in a section is left out.
    .transform((children) =>
      (children ?? []).flatMap((child) => {
        const material = TreeMaterialSchema.safeParse(child);
        return material.success && material.data.chapter_type !== 1 ? [material.data] : [];
      }),
    ),
});

const ChapterTreeSchema = listOf(TreeSectionSchema);

export const PlayInfoSchema = z.object({
  cm_id: idString,
  chapter_id: idString,
  name: optionalText,
  type: optionalNumber,
  status: optionalNumber,
  url: optionalText,
  position: optionalNumber.transform((value) => value ?? 0),
  duration: optionalNumber,
  pages: optionalNumber,
  file_id: idString.nullish(),
  sign: optionalNumber,
  download_url: optionalText,
});

const MaterialIntroSchema = z
  .object({ remark: optionalText })
  .nullish()
  .transform((intro) => intro?.remark ?? "");

export const StudyConfigSchema = z.object({
  play_status: optionalNumber,
  hook_status: optionalNumber,
  hook_minute: optionalNumber,
  hook_second: optionalNumber,
});

const VideoSignSchema = z.object({ sign: z.string(), file_id: idString.nullish(), expires_at: z.unknown() });
const Nothing = z.unknown();

/** The chapter tree as the learner studies it (action=learn); 2004 means the learner may not study. */
export function getChapterTree(api: Api, courseId: string) {
  return api.get("learning", `/api/course/${encodeURIComponent(courseId)}/chapter`, {
    schema: ChapterTreeSchema,
    query: { action: "learn" },
  });
}

export function getPlayInfo(api: Api, courseId: string, material: { cm_id: string; chapter_id: string }) {
  return api.get("learning", `/api/course/course/${encodeURIComponent(courseId)}/play`, {
    schema: PlayInfoSchema,
    query: { id: courseId, cm_id: material.cm_id, chapter_id: material.chapter_id },
  });
}

/** The material's introduction, upstream HTML (sanitize before rendering). */
export function getMaterialIntro(api: Api, courseId: string, cmId: string) {
  return api.get("learning", "/api/course/course/material", {
    schema: MaterialIntroSchema,
    query: { course_id: courseId, cm_id: cmId },
  });
}

/** The slides or PDF of a material, to stream on to the browser. */
export function previewMaterial(api: Api, courseId: string, cmId: string) {
  return api.download("learning", "/api/course/course/preview", {
    body: { course_id: courseId, cm_id: cmId },
  });
}

export function getStudyConfig(api: Api, schoolCode: string) {
  return api.get("learning", "/api/school/course/setting", {
    schema: StudyConfigSchema,
    query: { school_code: schoolCode },
  });
}

/** The cloud video signature a material with sign 1 needs. */
export async function getVideoSignature(api: Api, fileId: string): Promise<string> {
  const data = await api.get("learning", "/api/tencent/vod/sign", {
    schema: VideoSignSchema,
    query: { file_id: fileId },
  });
  return data.sign;
}

export type ProgressLog = {
  courseId: string;
  cmId: string;
  chapterId: string;
  userId: string;
  /** Seconds of a video, or the highest page of slides. */
  position: number;
};

export async function logProgress(api: Api, log: ProgressLog): Promise<void> {
  await api.get("learning", "/api/course/log/add", {
    schema: Nothing,
    query: {
      course_id: log.courseId,
      position: log.position,
      user_id: log.userId,
      cm_id: log.cmId,
      chapter_id: log.chapterId,
    },
  });
}

/**
 * The media URL with the cloud signature passed along. The reference upstream's media URLs carry their own
 * short-lived signature (`expires`, `signature`; decision 021), which this keeps as it is.
 */
export function signedMediaUrl(url: string, sign: string | null): string {
  if (!sign || !url) return url;
  try {
    const parsed = new URL(url);
    parsed.searchParams.set("sign", sign);
    return parsed.toString();
  } catch {
    return `${url}${url.includes("?") ? "&" : "?"}sign=${encodeURIComponent(sign)}`;
  }
}
