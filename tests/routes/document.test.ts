import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { takeConsoleErrors } from "../console-guard";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";

// Whole documents through the built server (entry.server, root, boundaries), upstream answered by msw.
useMockUpstream();

const handle = useBuiltServer();

describe("documents", () => {
  it("carry a CSP whose nonce is on every inline script", async () => {
    const response = await handle(pageRequest("/center/100001/user/myClass", { loggedIn: true }));
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("give a crawler the whole page at once, the same document a person gets", async () => {
    const withoutNonce = (text: string) => text.replace(/nonce="[^"]+"/g, "");
    const person = await handle(pageRequest("/center/100004/custom/party"));
    const crawler = await handle(
      pageRequest("/center/100004/custom/party", {
        headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      }),
    );
    expect(crawler.status).toBe(200);
    expect(crawler.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await crawler.text();
    // The data arrives in place, not as a boundary filled in later in the stream.
    expect(html).not.toContain("<!--$?-->");
    const page = (text: string) => withoutNonce(text.slice(0, text.indexOf("</html>")));
    expect(page(html)).toContain("</footer>");
    expect(page(html)).toBe(page(await person.text()));
  });

  it("show a friendly 503 page when the login service is down, never a stack trace", async () => {
    server.use(http.get("http://login.test/api/user/info", () => HttpResponse.error()));
    const response = await handle(pageRequest("/center/100001/user/myClass", { loggedIn: true }));
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("学习服务暂时无法访问，请稍后刷新页面。");
    expect(html).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("show a friendly 502 page when the service answers garbage", async () => {
    server.use(http.get("http://login.test/api/user/info", () => new HttpResponse("<html>proxy</html>")));
    const response = await handle(
      pageRequest("/center/100001/user/myClass", { loggedIn: true, headers: { "accept-language": "en" } }),
    );
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("The learning service sent something we could not read.");
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("answer an unknown path with the 404 page", async () => {
    const response = await handle(
      pageRequest("/center/100001/what/ever", { headers: { "accept-language": "en" } }),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("The page you visited does not exist");
  });

  it("show the logged-in learner in the header of the 404 page (decision 017)", async () => {
    const response = await handle(
      pageRequest("/center/100001/what/ever", { loggedIn: true, headers: { "accept-language": "en" } }),
    );
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("The page you visited does not exist");
    expect(html).toMatch(/<summary><span>Li Hua<\/span>/);
    expect(html).not.toContain("site-header__login");
  });

  it("let public pages be cached by anyone when no session is sent", async () => {
    const response = await handle(pageRequest("/center/100004/custom/party"));
    expect(response.headers.get("cache-control")).toContain("public");
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("answer the school's error page 404, never kept by a cache (decision 050)", async () => {
    const response = await handle(
      pageRequest("/center/100001/Error", { headers: { "accept-language": "en" } }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).not.toContain("public");
    expect(await response.text()).toContain("Something went wrong");
  });
});
