import { courseDetailPath } from "~/domain/paths";
import { partyDetailOpenedFrom } from "~/domain/party-site";
import { publicDetailOpenedFrom } from "~/domain/resource-site";

/**
 * The party site's play rule for the player's loader (§2.4: a course of total time 00:00:00 does not play), through
 * this server module for the reason below: the party site's tables and paths stay off the player's page, and the
 * sites' path builders stay in the public sites' own chunk (decision 011).
 */
export { partyCourseCanPlay } from "~/domain/party-site";

/**
 * Where the player's 'back to the course' goes: the public site's detail it was opened from (college, party),
 * else the course detail. A server module so that the player page's script does not load the sites' rules
 * (a route file's imports put their modules on its page even when only the loader uses them; decision 011).
 */
export function backToCoursePath(search: URLSearchParams, school: string, courseId: string): string {
  return (
    publicDetailOpenedFrom(search, courseId) ??
    partyDetailOpenedFrom(search, courseId) ??
    courseDetailPath(school, courseId)
  );
}
