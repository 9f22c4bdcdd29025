import { z } from "zod";

import { MY_NOTES_PAGE_SIZE, PLAYER_NOTES_PAGE_SIZE } from "~/domain/page-sizes";

import type { Api } from "./http.server";
import { idString, optionalNumber, optionalText, pageOf } from "./schema";

// Notes: learner-area §3 (Note), §4 (Notes), §7 (Note list, add, edit or delete).

export const NoteSchema = z.object({
  id: idString,
  course_id: idString,
  chapter_id: idString.nullish(),
  cm_id: idString.nullish(),
  content: z.string(),
  created_at: optionalText,
  type: optionalNumber,
  position: optionalNumber.transform((value) => value ?? 0),
  course_name: optionalText,
  chapter_name: optionalText,
  course_status: optionalNumber,
});
export type Note = z.output<typeof NoteSchema>;

const NotePageSchema = pageOf(NoteSchema);
const Nothing = z.unknown();

export function listMyNotes(api: Api, page: number) {
  return api.get("learning", "/api/my/course/note", {
    schema: NotePageSchema,
    query: { page, size: MY_NOTES_PAGE_SIZE },
  });
}

export async function editNote(api: Api, id: string, content: string): Promise<void> {
  await api.post("learning", `/api/my/course/note/${encodeURIComponent(id)}`, {
    schema: Nothing,
    method: "put",
    body: { content },
  });
}

export async function deleteNote(api: Api, id: string): Promise<void> {
  await api.post("learning", `/api/my/course/note/${encodeURIComponent(id)}`, {
    schema: Nothing,
    method: "delete",
  });
}

/** The player's notes of one course, 10 a page (learner-area §9). */
export function listCourseNotes(api: Api, courseId: string, page: number) {
  return api.get("learning", "/api/my/course/note", {
    schema: NotePageSchema,
    query: { course_id: courseId, page, size: PLAYER_NOTES_PAGE_SIZE },
  });
}

export type NewNote = {
  courseId: string;
  chapterId: string;
  cmId: string;
  content: string;
  position: number;
  /** The material's type: 1 video (position in seconds), otherwise a page. */
  type: number;
};

export async function addNote(api: Api, note: NewNote): Promise<void> {
  await api.post("learning", "/api/my/course/note", {
    schema: Nothing,
    body: {
      course_id: note.courseId,
      chapter_id: note.chapterId,
      cm_id: note.cmId,
      content: note.content,
      position: note.position,
      type: note.type,
    },
  });
}
