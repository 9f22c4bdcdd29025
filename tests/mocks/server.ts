import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

import { handlers as certificates } from "./learning/certificates";
import { handlers as courseDetail } from "./learning/course-detail";
import { handlers as courses } from "./learning/courses";
import { handlers as examResults } from "./learning/exam-results";
import { handlers as exams } from "./learning/exams";
import { handlers as files } from "./learning/files";
import { handlers as notes } from "./learning/notes";
import { handlers as partySite } from "./learning/party-site";
import { handlers as player } from "./learning/player";
import { handlers as practice } from "./learning/practice";
import { handlers as records } from "./learning/records";
import { handlers as resourceSite } from "./learning/resource-site";
import { handlers as stats } from "./learning/stats";
import { handlers as studyTrip } from "./learning/study-trip";
import { loginServiceHandlers } from "./login-service";

export const server = setupServer(
  ...loginServiceHandlers,
  // Before the college's: the resource-site list calls of school 100004 and course ids 40001-40999 are the
  // party site's; every other call falls through (the college's mock refuses one without school_code).
  ...partySite,
  ...studyTrip,
  // Before the course-detail, my-courses and player mocks: course ids 28001-28199 are the college site's
  // (course detail, learn check, reviews); the handlers let every other id fall through.
  ...resourceSite,
  // Before the my-courses handlers: course ids 500-599 are the course-detail mock's, and
  // /api/course/course/material must not be read as a course detail.
  ...courseDetail,
  // Before practice (and exams): /api/my/tk/exercises/attachment must not be read as a set's detail.
  ...files,
  ...player,
  ...courses,
  ...records,
  ...notes,
  ...practice,
  ...examResults,
  ...stats,
  ...certificates,
  ...exams,
);

/** Route tests call this once: any request no handler answers fails the test. */
export function useMockUpstream() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
