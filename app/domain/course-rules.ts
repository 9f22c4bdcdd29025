// Course states and entry rules: learner-area §2 (My courses), §3 (Course), §4 (Course).

export type CourseState = {
  status?: number | null;
  remaining_day?: number | null;
  type?: number | null;
  end_date?: string | null;
};

export const COURSE_COMPLETED = 2;
export const COURSE_DISABLED = 3;

/** remaining_day 0 means expired. */
export function isExpired(course: CourseState): boolean {
  return course.remaining_day === 0;
}

/** Entry is blocked when status is 3 or remaining_day is 0. */
export function canEnterCourse(course: CourseState): boolean {
  return !isExpired(course) && course.status !== COURSE_DISABLED;
}

export type Validity =
  { kind: "none" } | { kind: "expired" } | { kind: "days"; days: number } | { kind: "until"; date: string };

/** Remaining validity: not shown for type 1; days when the service counts them, else the expiry date. */
export function validityOf(course: CourseState): Validity {
  if (course.type === 1) return { kind: "none" };
  if (isExpired(course)) return { kind: "expired" };
  if (typeof course.remaining_day === "number" && course.remaining_day > 0)
    return { kind: "days", days: course.remaining_day };
  if (course.end_date) return { kind: "until", date: course.end_date };
  return { kind: "none" };
}

/** completed (status 2) and disabled (status 3) show their status, named by the portal (decision 044); disabled is greyed. */
export function courseBadge(course: CourseState): "completed" | "disabled" | null {
  if (course.status === COURSE_COMPLETED) return "completed";
  if (course.status === COURSE_DISABLED) return "disabled";
  return null;
}

export type EntryBlock = "expired" | "takenDown" | null;

/**
 * Opening a course from a record or a note (learner-area §4): fresh details decide expiry; the record's
 * course_status 2, or a note's course_status other than 1, means taken down.
 */
export function entryBlock(fresh: CourseState, takenDown: boolean): EntryBlock {
  if (isExpired(fresh)) return "expired";
  if (takenDown) return "takenDown";
  return null;
}

export function recordTakenDown(courseStatus: number | null | undefined): boolean {
  return courseStatus === 2;
}

export function noteCourseTakenDown(courseStatus: number | null | undefined): boolean {
  return courseStatus !== 1;
}
