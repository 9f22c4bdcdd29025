import { segment, userPath } from "./paths";

// A certificate's file, out of paths.ts (decision 035): only my certificates draws it, so it travels in that
// page's own file instead of the framework's file every page loads.

/** A certificate's file through the portal, coming back to the list page it was opened from. */
export function certificateFilePath(
  school: string,
  certificateId: string,
  mode: "view" | "download",
  page = 1,
): string {
  return userPath(school, "myCertificate", {
    sub: `${segment(certificateId)}/${mode}`,
    query: page > 1 ? { page: String(page) } : {},
  });
}
