import "~/components/page-kit";
import { data } from "@remix-run/node";

import { SchoolStatusPage } from "~/components/status-page";
import { screenMeta } from "~/utils/page-title";

// Where a course answered 2004 or does not exist (learner-area §4 Course).
export const loader = () => data(null, { status: 404 });

export const meta = screenMeta("errors.notFoundTitle");

export default function CourseNotFound() {
  return <SchoolStatusPage page="courseNotFound" />;
}
