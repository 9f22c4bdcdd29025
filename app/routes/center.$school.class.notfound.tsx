import { data } from "@remix-run/node";
import { useParams } from "@remix-run/react";

import { StatusPage } from "~/components/status-page";
import { myClassPath } from "~/domain/paths";

// Where a course answered 2004 or does not exist (learner-area §4 Course).
export const loader = () => data(null, { status: 404 });

export default function CourseNotFound() {
  const { school = "" } = useParams();
  return (
    <StatusPage
      title="errors.notFoundTitle"
      text="errors.courseNotFound"
      action={{ to: myClassPath(school), label: "common.backToMyClass" }}
    />
  );
}
