// The methods a route takes (docs/decisions/050). A resource route (no page: a download, the locale switch, the
// logout, a JSON end point) asked with a method it has no handler for got Remix's own 405, whose body is
// `{"message":"Unexpected Server Error"}` and which carries no `Allow`, after an error in the log. The server answers
// it first: 405, `Allow` naming what the route does take, a short text. A page route's 405 (a post to a page without
// an action) is its error page, as before, and gets the `Allow` header too.
import { STATUS_CODES } from "node:http";

import type { ServerBuild } from "@remix-run/node";

import { routeIdMatcher } from "./operations";

/** What answers a path: whether it is a resource route, and the methods it takes (`Allow`). */
export type RouteMethods = { resource: boolean; allow: string[] };

const READS = ["GET", "HEAD"];
// A route's action takes the form's POST (the portal's actions answer other methods 405 themselves).
const WRITES = ["POST"];

/** A look-up of the methods of the route answering a path; null when no route matches. */
export function routeMethods(build: ServerBuild): (pathname: string) => RouteMethods | null {
  const routeIdOf = routeIdMatcher(build.routes);
  return (pathname) => {
    const route = build.routes[routeIdOf(pathname)];
    if (!route) return null;
    const module = route.module as { default?: unknown; loader?: unknown; action?: unknown };
    const resource = typeof module.default !== "function";
    // A page without a loader still answers GET (it renders); only a resource route needs its loader for it.
    const reads = !resource || typeof module.loader === "function";
    const writes = typeof module.action === "function";
    return { resource, allow: [...(reads ? READS : []), ...(writes ? WRITES : [])] };
  };
}

/** Whether `methods` take `method` (OPTIONS and the rest only where a route would: none here). */
export function takes(methods: RouteMethods, method: string): boolean {
  const upper = method.toUpperCase();
  // The portal's actions refuse PUT, PATCH and DELETE themselves (a 405 of their own, with Allow).
  if (methods.allow.includes("POST") && upper !== "GET" && upper !== "HEAD" && upper !== "OPTIONS")
    return true;
  return methods.allow.includes(upper);
}

/** The 405 of a resource route: `Allow`, no store, a short text and nothing of the server's inside. */
export function methodNotAllowed(methods: RouteMethods): Response {
  return new Response("Method Not Allowed\n", {
    status: 405,
    headers: {
      Allow: methods.allow.join(", ") || "GET, HEAD",
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A resource route's refusal (a 4xx) as its status and reason only: no body of the framework's, never cached. */
export function refusedPlainly(status: number): Response {
  return new Response(`${status} ${STATUS_CODES[status] ?? "Refused"}`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
