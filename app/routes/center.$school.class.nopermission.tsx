import { data } from "@remix-run/node";
import { useParams } from "@remix-run/react";

import { StatusPage } from "~/components/status-page";
import { myClassPath } from "~/domain/paths";

// learner-area §2 Course no-permission page: an expired (remaining_day 0) or disabled (status 3) course.
export const loader = () => data(null, { status: 403 });

export default function CourseNoPermission() {
  const { school = "" } = useParams();
  return (
    <StatusPage
      title="errors.forbiddenTitle"
      text="errors.noPermission"
      hint="errors.noPermissionHint"
      action={{ to: myClassPath(school), label: "common.backToMyClass" }}
    />
  );
}
