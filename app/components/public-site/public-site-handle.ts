// Read by the root on every page, so it lives apart from the public sites' frame (which only their pages load).

/** A route module's handle that asks the root for no portal header and footer. */
export const publicSiteHandle = { publicSite: true } as const;

export function isPublicSiteHandle(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && "publicSite" in handle && handle.publicSite === true
  );
}
