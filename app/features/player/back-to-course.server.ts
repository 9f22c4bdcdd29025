import { courseDetailPath } from "~/domain/paths";
import { partyDetailOpenedFrom } from "~/domain/party-paths";
import { hzvtcDetailOpenedFrom } from "~/domain/hzvtc-site";

/**
 * Where the player's 'back to the course' goes: the public site's detail it was opened from (college, party),
 * else the course detail. A server module so that the player page's script does not load the sites' rules
 * (a route file's imports put their modules on its page even when only the loader uses them; decision 011).
 */
export function backToCoursePath(search: URLSearchParams, school: string, courseId: string): string {
  return (
    hzvtcDetailOpenedFrom(search, courseId) ??
    partyDetailOpenedFrom(search, courseId) ??
    courseDetailPath(school, courseId)
  );
}
