// The course's entry rule (learner-area §4, §6), as the loader asks it. Through a server module so that the page's
// script does not reach course-rules, which only the loader uses here: a route file's imports put their modules on
// its page even when only the server uses them, and this one was a small file of its own (decisions 011 and 035).
export { canEnterCourse } from "~/domain/course-rules";
