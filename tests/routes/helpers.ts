import { expect } from "vitest";

import { VALID_TOKEN } from "../mocks/login-service";

export const PORTAL = "http://localhost:3000";

export function pageRequest(
  path: string,
  init: {
    cookie?: string;
    loggedIn?: boolean;
    method?: string;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) {
  const headers = new Headers(init.headers);
  const cookies = [init.loggedIn ? `api_token=${VALID_TOKEN}` : "", init.cookie ?? ""].filter(Boolean);
  if (cookies.length) headers.set("cookie", cookies.join("; "));
  let body: URLSearchParams | undefined;
  if (init.form) {
    body = new URLSearchParams(init.form);
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  return new Request(`${PORTAL}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
}

/** Runs a loader or action that is expected to throw or return a redirect, and gives back the Response. */
export async function redirectOf(run: () => unknown): Promise<Response> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (error) {
    outcome = error;
  }
  expect(outcome).toBeInstanceOf(Response);
  const response = outcome as Response;
  expect([301, 302, 303, 307, 308]).toContain(response.status);
  return response;
}

export function locationOf(response: Response): URL {
  return new URL(response.headers.get("location") ?? "", PORTAL);
}

export const params = (values: Record<string, string>) => values;
