import { createRequestHandler, type ServerBuild } from "@remix-run/node";

/** What the portal's entry module adds around Remix (app/entry.server.tsx). */
type PortalEntry = {
  handlePortalRequest(request: Request, remix: (request: Request) => Promise<Response>): Promise<Response>;
};

/**
 * The portal's request handler for a build: Remix's own, wrapped by the entry module's `handlePortalRequest`
 * (the cross-site refusal before Remix's check, one deadline per request, the security headers on every answer).
 * The server (server/portal-server.ts) and the tests' built server use this one function.
 */
export function createPortalHandler(
  build: ServerBuild,
  mode: "production" | "development" = "production",
): (request: Request) => Promise<Response> {
  const remix = createRequestHandler(build, mode);
  const entry = build.entry.module as unknown as PortalEntry;
  return (request) => entry.handlePortalRequest(request, (req) => remix(req));
}
