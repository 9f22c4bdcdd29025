import { redirect } from "@remix-run/node";
import { z } from "zod";

import { isPublicPath, loginRedirectUrl, loginSchool } from "~/domain/access";
import { getEnv, type Env } from "~/env.server";
import { readSchoolCookie } from "~/utils/cookies.server";

import { UpstreamFailure } from "./upstream-failure";

export { UpstreamFailure } from "./upstream-failure";

/** The three upstream services of DESIGN.md §1. */
export type Service = "login" | "learning" | "media";

export const SUCCESS = "0000";
export const NOT_LOGGED_IN = "2001";
export const NOT_PERMITTED = "2004";

const EnvelopeSchema = z.object({
  // Real services answer the code as a string or a number; both mean the same.
  code: z.union([z.string(), z.number()]).transform(String),
  message: z.string().nullish(),
  data: z.unknown(),
});

type Query = Record<string, string | number | boolean | null | undefined>;
type Body = Record<string, string | number | boolean | null | undefined>;

type CallOptions<S extends z.ZodType> = { schema: S; query?: Query };
type PostOptions<S extends z.ZodType> = CallOptions<S> & {
  body?: Body;
  /** Sent as POST with a `_method` field (learner-area §7). */
  method?: "post" | "put" | "delete";
};

export type Api = {
  get<S extends z.ZodType>(service: Service, path: string, options: CallOptions<S>): Promise<z.output<S>>;
  post<S extends z.ZodType>(service: Service, path: string, options: PostOptions<S>): Promise<z.output<S>>;
};

function baseUrl(env: Env, service: Service): string {
  if (service === "login") return env.loginServiceUrl;
  if (service === "learning") return env.learningServiceUrl;
  return env.mediaServiceUrl;
}

function toParams(values: Query | Body | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

/**
 * The one way the portal calls an upstream service (STYLE.md). Built per request: it forwards only the
 * browser's cookie header, follows the request's abort signal plus a time-out, unwraps `{code, message, data}`,
 * validates `data` with the caller's schema, and turns the error codes into the guard's answers:
 * 2001 on a protected page redirects to the login service, anything else becomes an UpstreamFailure.
 */
export function createApi(
  request: Request,
  options: { env?: Env; redirectWhenLoggedOut?: boolean } = {},
): Api {
  const env = options.env ?? getEnv();
  const cookie = request.headers.get("cookie");
  const pageUrl = new URL(request.url);
  const redirectWhenLoggedOut = options.redirectWhenLoggedOut ?? !isPublicPath(pageUrl.pathname);

  async function call<S extends z.ZodType>(
    service: Service,
    method: "GET" | "POST",
    path: string,
    schema: S,
    query: Query | undefined,
    body: URLSearchParams | undefined,
  ): Promise<z.output<S>> {
    const url = new URL(path.replace(/^\//, ""), `${baseUrl(env, service)}/`);
    for (const [key, value] of toParams(query)) url.searchParams.set(key, value);
    const where = `${method} ${service}${url.pathname}`;

    const headers = new Headers({ accept: "application/json" });
    if (cookie) headers.set("cookie", cookie);
    if (body) headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");

    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(env.upstreamTimeoutMs)]),
      });
      text = await response.text();
    } catch (error) {
      // The browser went away: nothing to answer, let Remix drop the request.
      if (request.signal.aborted) throw error;
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      console.error(`[upstream] ${where} ${timedOut ? "timed out" : "unreachable"}:`, String(error));
      throw new UpstreamFailure(timedOut ? "timeout" : "unreachable", "upstream service unavailable");
    }

    let envelope: z.output<typeof EnvelopeSchema>;
    try {
      envelope = EnvelopeSchema.parse(JSON.parse(text));
    } catch {
      console.error(`[upstream] ${where} answered HTTP ${response.status} without an envelope`);
      throw new UpstreamFailure(response.ok ? "invalid" : "unreachable", "upstream service answered garbage");
    }

    const message = envelope.message ?? "";
    if (envelope.code === NOT_LOGGED_IN && redirectWhenLoggedOut) {
      const school = loginSchool(pageUrl.pathname, null, readSchoolCookie(request));
      throw redirect(loginRedirectUrl(env.loginServicePublicUrl, school, pageUrl.href));
    }
    if (envelope.code !== SUCCESS) throw new UpstreamFailure("code", message, envelope.code);

    const data = schema.safeParse(envelope.data);
    if (!data.success) {
      console.error(`[upstream] ${where} data does not match the contract:`, z.prettifyError(data.error));
      throw new UpstreamFailure("invalid", "upstream service answered an unexpected shape");
    }
    return data.data;
  }

  return {
    get: (service, path, { schema, query }) => call(service, "GET", path, schema, query, undefined),
    post: (service, path, { schema, query, body, method = "post" }) => {
      const form = toParams(body);
      if (method !== "post") form.set("_method", method);
      return call(service, "POST", path, schema, query, form);
    },
  };
}
