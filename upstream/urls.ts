import type { UpstreamConfig } from "./config";

export type Urls = ReturnType<typeof createUrls>;

/** The URLs the login service hands out, and the rule for where it may send a browser back to. */
export function createUrls(config: UpstreamConfig) {
  const portalOrigins = config.portalOrigins.map((o) => new URL(o).origin);
  const [portal] = portalOrigins;
  if (!portal) throw new Error("portalOrigins must list the portal's origin first");
  const publicUrl = config.publicUrl.replace(/\/$/, "");
  const selfOrigin = new URL(publicUrl).origin;
  // The login host's own pages (information service centre) are valid return addresses too.
  const returnOrigins = new Set([...portalOrigins, selfOrigin]);

  const portalHome = (schoolCode: string) => `${portal}/center/${schoolCode}/user/myClass`;

  /** `from` when it is an absolute URL on an allowed origin, else null (no open redirects). */
  function safeReturn(from: string | undefined): string | null {
    if (!from || !URL.canParse(from)) return null;
    const url = new URL(from);
    return returnOrigins.has(url.origin) ? url.href : null;
  }

  return {
    selfOrigin,

    /** An absolute URL on the upstream, as the browser reaches it. */
    self: (path: string) => publicUrl + path,

    /** The learner's home in the portal: the my-courses page of their school. */
    portalHome,

    /** Where a login sends the browser: `from` when allowed, else the portal home of the user's school. */
    afterLogin: (from: string | undefined, schoolCode: string) => safeReturn(from) ?? portalHome(schoolCode),

    /** The login page, for a school and a return address (dropped when not allowed). */
    loginUrl({ schoolCode, from }: { schoolCode?: string; from?: string }): string {
      const url = new URL(`${publicUrl}/api/redirect`);
      if (schoolCode) url.searchParams.set("school_code", schoolCode);
      const back = safeReturn(from);
      if (back) url.searchParams.set("from", back);
      return url.href;
    },
  };
}
