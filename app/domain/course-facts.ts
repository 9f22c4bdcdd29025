// A course's facts for a page (learner-area §3 the course header; public-sites §4.3 the contest's course list).

/** What a course's header or tile prints of it: the cover (photo or generated art), the name and two facts. */
export type CourseFacts = {
  id: string;
  name: string;
  photo: string;
  art: string;
  category_name: string;
  total_time: string;
};

/** The facts alone, from a course as a service read it (which says much more, not for the page's data). */
export function courseFactsOf(course: CourseFacts): CourseFacts {
  const { id, name, photo, art, category_name, total_time } = course;
  return { id, name, photo, art, category_name, total_time };
}
