import type { RequestHandler } from "msw";

import { handlers as certificates } from "./learning/certificates";
import { handlers as contestSite } from "./learning/contest-site";
import { handlers as courseDetail, schoolMaterialHandlers } from "./learning/course-detail";
import { handlers as courses } from "./learning/courses";
import { handlers as examResults } from "./learning/exam-results";
import { handlers as exams } from "./learning/exams";
import { handlers as files } from "./learning/files";
import { handlers as notes } from "./learning/notes";
import { handlers as partySite } from "./learning/party-site";
import { handlers as player } from "./learning/player";
import { handlers as practice } from "./learning/practice";
import { otherSchoolHandlers } from "./learning/public-site-mock";
import { handlers as records } from "./learning/records";
import { handlers as resourceSite } from "./learning/resource-site";
import { handlers as stats } from "./learning/stats";
import { handlers as studyTrip } from "./learning/study-trip";
import { loginServiceHandlers } from "./login-service";

/**
 * Every mock of the upstream services, in the order they are matched. The route tests serve them with msw;
 * `npm run bench` serves them over HTTP as its in-memory upstream (scripts/bench/fake-upstream.ts).
 */
export const handlers: RequestHandler[] = [
  ...loginServiceHandlers,
  // The contest page's lists (school_code=100044) and the media service's news.
  ...contestSite,
  // The public sites, each answering the resource-site list calls of its school only, then those of any
  // other school (and refusing one without school_code). Before the course-detail, my-courses and player mocks:
  // course ids 40001-40999 are the party site's, 28001-28199 the college site's (course detail, learn check,
  // reviews); the sites' handlers let every other id fall through.
  ...partySite,
  ...studyTrip,
  ...resourceSite,
  ...schoolMaterialHandlers,
  ...otherSchoolHandlers,
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
];
