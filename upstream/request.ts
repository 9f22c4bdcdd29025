import type { Hono, HonoRequest, MiddlewareHandler } from "hono";

/** True for the bodies an HTML form sends. */
export function isFormBody(req: HonoRequest): boolean {
  const type = req.header("content-type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** The string fields of a form (urlencoded or multipart) or JSON-object body; {} for any other body. */
export async function readFields(req: HonoRequest): Promise<Record<string, string>> {
  try {
    if (req.header("content-type")?.startsWith("application/json")) {
      const body: unknown = await req.json();
      if (!body || typeof body !== "object") return {};
      return Object.fromEntries(
        Object.entries(body)
          .filter(([, v]) => typeof v === "string" || typeof v === "number")
          .map(([k, v]) => [k, String(v)]),
      );
    }
    if (isFormBody(req)) {
      const entries = [...(await req.formData())];
      return Object.fromEntries(entries.filter((e): e is [string, string] => typeof e[1] === "string"));
    }
  } catch {
    // A malformed body has no fields; the route then answers as for missing ones.
  }
  return {};
}

/**
 * Clients send PUT and DELETE as a POST with `_method` (in a form, multipart or JSON body, or the query).
 * Hono's own methodOverride reads forms only, so this one re-dispatches such a POST with the real method.
 */
export function methodOverride(app: Hono): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    // Read the bytes first: Hono caches them, so the route can still parse the body afterwards.
    const body = await c.req.arrayBuffer();
    const method = (c.req.query("_method") ?? (await readFields(c.req))._method)?.toUpperCase();
    if (method !== "PUT" && method !== "DELETE") return next();
    return app.fetch(new Request(c.req.url, { method, headers: c.req.raw.headers, body }), c.env);
  };
}
