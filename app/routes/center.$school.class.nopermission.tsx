import "~/components/page-kit";
import { data } from "@remix-run/node";

import { SchoolStatusPage } from "~/components/status-page";
import { screenMeta } from "~/utils/page-title";

// learner-area §2 Course no-permission page: an expired (remaining_day 0) or disabled (status 3) course.
export const loader = () => data(null, { status: 403 });

export const meta = screenMeta("errors.forbiddenTitle");

export default function CourseNoPermission() {
  return <SchoolStatusPage page="noPermission" />;
}
