import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/course-kit";
// /center/school/class/{id}: a course opened from the catalogue when no school was known (an anonymous
// visitor without the schoolCode cookie). The same page; once a school is known it moves under it.
export { action, default, loader, meta } from "./center.$school.class.$classId/route";
