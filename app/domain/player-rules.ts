// The course player's rules: learner-area §2 (Course player), §4 (Course material), §9.

import { CHAPTER_PARAM } from "./paths";

/** Player rates (learner-area §9). */
export const PLAYBACK_RATES = [0.5, 1, 1.25, 1.5, 2] as const;

/** A video logs its progress this often while playing (learner-area §4, §9). */
export const PROGRESS_LOG_SECONDS = 15;

export const MATERIAL_VIDEO = 1;
export const MATERIAL_SLIDES = 2;
export const MATERIAL_DOCUMENT = 3;
/** Material status 2: 'this content has flown away'. */
export const MATERIAL_GONE = 2;

export type PlayerPanel = "directory" | "notes" | "intro" | "rate";
export const PLAYER_PANELS: readonly PlayerPanel[] = ["directory", "notes", "intro", "rate"];

export function readPanel(value: string | null): PlayerPanel | null {
  return PLAYER_PANELS.find((panel) => panel === value) ?? null;
}

/**
 * The material an address names with its chapter, when it names both (videoId not 0, a numeric `?chapter=`):
 * what the play call can be asked for before the tree is known. Null otherwise.
 */
export function materialOfAddress(
  videoId: string,
  search: URLSearchParams,
): { cm_id: string; chapter_id: string } | null {
  const chapter = search.get(CHAPTER_PARAM);
  if (videoId === "0" || !chapter || !/^\d+$/.test(chapter) || !/^\d+$/.test(videoId)) return null;
  return { cm_id: videoId, chapter_id: chapter };
}

/** True when the material the tree gave is the one the address named, chapter and all. */
export function sameMaterial(
  named: { cm_id: string; chapter_id: string } | null,
  material: TreeMaterial,
): named is { cm_id: string; chapter_id: string } {
  return named !== null && named.cm_id === material.cm_id && named.chapter_id === material.chapter_id;
}

/** The chapter id of a material of the tree, or null when the tree does not have it. */
export function chapterOf<M extends TreeMaterial>(
  tree: readonly TreeSection<M>[],
  cmId: string,
): string | null {
  return materialsInOrder(tree).find((material) => material.cm_id === cmId)?.chapter_id ?? null;
}

/** A material of the chapter tree (chapter_type 2), as much as the rules need. */
export type TreeMaterial = { cm_id: string; chapter_id: string; status: number | null };
export type TreeSection<M extends TreeMaterial> = { children: M[] };

/** Every material of the tree in tree order. */
export function materialsInOrder<M extends TreeMaterial>(tree: readonly TreeSection<M>[]): M[] {
  return tree.flatMap((section) => section.children);
}

/** status 1 is playable; status 2 is gone. A material without a status is taken as playable. */
export function isPlayable(material: TreeMaterial): boolean {
  return material.status !== MATERIAL_GONE;
}

/** The latest learning record of this course (records come newest first). */
export function lastLearnedOf<R extends { course_id: string; cm_id?: string | null }>(
  records: readonly R[],
  courseId: string,
): R | null {
  return records.find((record) => record.course_id === courseId && record.cm_id) ?? null;
}

/**
 * Which material the player opens (learner-area §2): videoId 0 resumes at the last learned material of the
 * course when it is still in the tree and playable, else the first playable one; any other id is that material.
 * null: the tree has no such material (or none at all).
 */
export function pickMaterial<M extends TreeMaterial>(
  tree: readonly TreeSection<M>[],
  videoId: string,
  lastLearnedCmId: string | null,
): M | null {
  const materials = materialsInOrder(tree);
  if (videoId !== "0") return materials.find((material) => material.cm_id === videoId) ?? null;
  const last = lastLearnedCmId ? materials.find((material) => material.cm_id === lastLearnedCmId) : undefined;
  if (last && isPlayable(last)) return last;
  return materials.find(isPlayable) ?? materials[0] ?? null;
}

/** The previous and next lecture in tree order, across sections. */
export function neighbours<M extends TreeMaterial>(
  tree: readonly TreeSection<M>[],
  cmId: string,
): { previous: M | null; next: M | null } {
  const materials = materialsInOrder(tree);
  const index = materials.findIndex((material) => material.cm_id === cmId);
  if (index < 0) return { previous: null, next: null };
  return { previous: materials[index - 1] ?? null, next: materials[index + 1] ?? null };
}

export type StudyConfig = {
  play_status: number | null;
  hook_status: number | null;
  hook_minute: number | null;
  hook_second: number | null;
};

/** Anti-cheat defaults (learner-area §9): leave_window_pause 2, anti_bot 2 (both off), anti_bot_time 60 s. */
export const DEFAULT_IDLE_SECONDS = 60;

export type AntiCheat = { pauseOnLeave: boolean; idleSeconds: number | null };

/**
 * play_status 1 pauses when the tab is hidden; hook_status 1 pauses after hook_minute*60 + hook_second idle
 * seconds (the default 60 when that sums to nothing). Anything else, or no config, is off.
 */
export function antiCheatOf(config: StudyConfig | null): AntiCheat {
  if (!config) return { pauseOnLeave: false, idleSeconds: null };
  const idle = (config.hook_minute ?? 0) * 60 + (config.hook_second ?? 0);
  return {
    pauseOnLeave: config.play_status === 1,
    idleSeconds: config.hook_status === 1 ? (idle > 0 ? idle : DEFAULT_IDLE_SECONDS) : null,
  };
}

/** A position (seconds or page) from a form or the query: a whole number from 0, else null. */
export function parsePosition(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,9}(\.\d+)?$/.test(value.trim())) return null;
  return Math.floor(Number(value));
}

/** The media URL the server renders: `#t=` starts a plain `<video>` at the saved position. */
export function videoSource(url: string, position: number): string {
  return position > 0 ? `${url}#t=${Math.floor(position)}` : url;
}
