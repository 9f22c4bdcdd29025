import { userPath } from "./paths";

// The study record's way into a course, out of paths.ts (decision 035): only my learning records draw it, so it
// travels in that page's own file instead of the framework's file every page loads.

/** A learning record's way into its course (learner-area §4): the portal checks fresh details first. */
export function studyRecordOpenPath(
  school: string,
  record: { courseId: string; materialId?: string | null; takenDown: boolean },
): string {
  const query = new URLSearchParams({ course_id: record.courseId });
  if (record.materialId) query.set("cm_id", record.materialId);
  if (record.takenDown) query.set("taken_down", "1");
  return userPath(school, "studyRecord", { sub: "open", query });
}
