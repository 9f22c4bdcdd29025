import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPassword } from "../../upstream/accounts";
import { createUpstreamApp } from "../../upstream/app";
import { readConfig } from "../../upstream/config";
import { migrate, openDb } from "../../upstream/db";
import { methodOverride, readFields } from "../../upstream/request";
import { seed } from "../../upstream/seed";
import { startUpstream } from "../../upstream/server";
import { config, createTestUpstream, formPost, jsonPost, type TestUpstream } from "./helpers";

let up: TestUpstream;
beforeAll(async () => {
  up = await createTestUpstream();
});
afterAll(() => up.close());

describe("database", () => {
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        ["schools", "users", "schema_migrations"].map(async (table) => {
          const rs = await up.db.execute(`SELECT count(*) AS n FROM ${table}`);
          return [table, rs.rows[0]?.n];
        }),
      ),
    );

  it("migrate and seed can run again without changing anything", async () => {
    const before = await counts();
    const hashes = await up.db.execute("SELECT username, password_hash FROM users ORDER BY username");
    await migrate(up.db);
    await seed(up.db);
    expect(await counts()).toEqual(before);
    expect(before).toEqual({ schools: 8, users: 30, schema_migrations: 12 });
    expect((await up.db.execute("SELECT username, password_hash FROM users ORDER BY username")).rows).toEqual(
      hashes.rows,
    );
  });

  it("keeps a password the user changed when seeding again", async () => {
    await up.db.execute("UPDATE users SET password_hash = 'changed' WHERE username = 'learner2'");
    await seed(up.db);
    const rs = await up.db.execute("SELECT password_hash FROM users WHERE username = 'learner2'");
    expect(rs.rows[0]?.password_hash).toBe("changed");
  });

  it("seeds the Timer drill with the limit it is given (UPSTREAM_DRILL_SECONDS), 30 s by default", async () => {
    const limit = async () =>
      (await up.db.execute("SELECT time_limit FROM exams WHERE name = 'Timer drill'")).rows[0]?.time_limit;
    expect(await limit()).toBe(30);
    await seed(up.db, { drillSeconds: 12 });
    expect(await limit()).toBe(12);
    await seed(up.db);
    expect(await limit()).toBe(30);
  });

  it("stores bcrypt hashes, never the password: the public demo ones cheap, a password a user sets at full cost", async () => {
    const hashOf = async (username: string) =>
      String(
        (await up.db.execute({ sql: "SELECT password_hash FROM users WHERE username = ?", args: [username] }))
          .rows[0]?.password_hash,
      );
    expect(await hashOf("learner")).toMatch(/^\$2[aby]\$04\$/);
    const id = Number((await up.db.execute("SELECT id FROM users WHERE username = 'learner2'")).rows[0]?.id);
    await setPassword(up.db, id, "a new secret");
    expect(await hashOf("learner2")).toMatch(/^\$2[aby]\$10\$/);
    expect(await hashOf("learner2")).not.toContain("a new secret");
  });

  it("enforces foreign keys", async () => {
    await expect(
      up.db.execute(
        "INSERT INTO users (username, name, password_hash, user_type, school_code) VALUES ('x', 'x', 'x', 1, 'nope')",
      ),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});

describe("static files", () => {
  it("serves a school logo as SVG", async () => {
    const res = await up.app.request("/static/logos/100051.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml(;|$)/);
    // The large logo (learner-area §1): the mark and the school's name in one 240 × 56 image (decision 038).
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[^>]+width="240" height="56"/);
    expect(svg).toContain("<title>北桥国际学校");
  });

  it.each([
    "/static/..%2fapp.ts",
    "/static/logos/..%2F..%2Fapp.ts",
    "/static/%2e%2e/app.ts",
    "/static/../app.ts",
  ])("refuses the traversal %s", async (path) => {
    const res = await up.app.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("createUpstreamApp");
  });

  it("lists no directory", async () => {
    expect((await up.app.request("/static/logos/")).status).toBe(404);
  });
});

describe("every answer", () => {
  it.each([
    ["/api/user/info", "GET"],
    ["/api/login/info?school_code=100001", "GET"],
    ["/api/my/course/category", "GET"],
    ["/api/site/news?type=notice&page=1&size=1", "GET"],
    ["/api/no/such/call", "GET"],
    ["/api/login", "POST"],
  ])("%s (%s) carries X-Content-Type-Options: nosniff", async (path, method) => {
    const res = await up.app.request(path, method === "POST" ? jsonPost({}) : {});
    expect(res.headers.get("content-type") ?? "").toMatch(/json|text|html/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("_method override", () => {
  const app = new Hono();
  app.use(methodOverride(app));
  app.delete("/thing/:id", async (c) => c.json({ method: "DELETE", id: c.req.param("id") }));
  app.put("/thing/:id", async (c) => c.json({ method: "PUT", content: (await readFields(c.req)).content }));
  app.post("/thing/:id", async (c) => c.json({ method: "POST", content: (await readFields(c.req)).content }));

  const multipart = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return { method: "POST", body };
  };

  it.each([
    ["a urlencoded form", formPost({ _method: "delete" })],
    ["a multipart form", multipart({ _method: "delete" })],
    ["a JSON body", jsonPost({ _method: "DELETE" })],
  ])("routes a POST with _method=delete in %s to DELETE", async (_, init) => {
    expect(await (await app.request("/thing/7", init)).json()).toEqual({ method: "DELETE", id: "7" });
  });

  it("routes _method=delete in the query to DELETE", async () => {
    expect(await (await app.request("/thing/7?_method=delete", { method: "POST" })).json()).toEqual({
      method: "DELETE",
      id: "7",
    });
  });

  it.each([
    ["a urlencoded form", formPost({ _method: "put", content: "new text" })],
    ["a multipart form", multipart({ _method: "put", content: "new text" })],
    ["a JSON body", jsonPost({ _method: "put", content: "new text" })],
  ])("keeps the body of a PUT sent as %s", async (_, init) => {
    expect(await (await app.request("/thing/7", init)).json()).toEqual({
      method: "PUT",
      content: "new text",
    });
  });

  it("works behind @hono/node-server, whose requests are not plain Requests", async () => {
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(
        `http://127.0.0.1:${port}/thing/7`,
        formPost({ _method: "put", content: "hi" }),
      );
      expect(await res.json()).toEqual({ method: "PUT", content: "hi" });
    } finally {
      server.close();
    }
  });

  it("leaves a plain POST alone, body intact", async () => {
    const res = await app.request("/thing/7", formPost({ content: "hello" }));
    expect(await res.json()).toEqual({ method: "POST", content: "hello" });
  });
});

describe("config", () => {
  it("has the documented defaults", () => {
    const { port, host, dbUrl, upstream } = readConfig({});
    expect({ port, host }).toEqual({ port: 3001, host: "127.0.0.1" });
    expect(dbUrl).toMatch(/^file:\/\/\/.*\/upstream\/data\/upstream\.db$/);
    expect(upstream).toEqual({
      publicUrl: "http://localhost:3001",
      portalOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
      sessionCookieName: "api_token",
      sessionTtlHours: 8,
      examGraceSeconds: 30,
      // Uploads next to the database file.
      dataDir: expect.stringMatching(/\/upstream\/data\/files$/),
    });
  });

  it("reads the variables", () => {
    const cfg = readConfig({
      UPSTREAM_PORT: "3901",
      UPSTREAM_HOST: "0.0.0.0",
      UPSTREAM_DB: "file:/tmp/x.db",
      UPSTREAM_PUBLIC_URL: "https://login.school.example/",
      PORTAL_ORIGINS: "https://portal.school.example/center, http://localhost:3000",
      SESSION_COOKIE_NAME: "sid",
      SESSION_TTL_HOURS: "0.5",
      UPSTREAM_EXAM_GRACE_SECONDS: "5",
      UPSTREAM_DRILL_SECONDS: "12",
      UPSTREAM_DATA_DIR: "/srv/uploads",
    });
    expect(cfg).toEqual({
      port: 3901,
      host: "0.0.0.0",
      dbUrl: "file:/tmp/x.db",
      upstream: {
        publicUrl: "https://login.school.example",
        portalOrigins: ["https://portal.school.example", "http://localhost:3000"],
        sessionCookieName: "sid",
        sessionTtlHours: 0.5,
        examGraceSeconds: 5,
        drillSeconds: 12,
        dataDir: "/srv/uploads",
      },
    });
    expect(readConfig({ UPSTREAM_DB: "file:/tmp/y/x.db" }).upstream.dataDir).toBe("/tmp/y/files");
  });

  it.each([
    ["UPSTREAM_PORT", "abc", /UPSTREAM_PORT must be an integer/],
    ["UPSTREAM_PORT", "70000", /UPSTREAM_PORT must be an integer/],
    ["UPSTREAM_PUBLIC_URL", "localhost:3001", /UPSTREAM_PUBLIC_URL must be an http\(s\) URL/],
    ["PORTAL_ORIGINS", "http://ok.example,nope", /PORTAL_ORIGINS must be an http\(s\) URL, got "nope"/],
    ["SESSION_TTL_HOURS", "-1", /SESSION_TTL_HOURS must be a positive number/],
    ["SESSION_COOKIE_NAME", "a b", /SESSION_COOKIE_NAME is not a valid cookie name/],
    ["UPSTREAM_EXAM_GRACE_SECONDS", "-1", /UPSTREAM_EXAM_GRACE_SECONDS must be an integer/],
    ["UPSTREAM_DRILL_SECONDS", "2", /UPSTREAM_DRILL_SECONDS must be an integer from 5/],
  ])("refuses %s=%s", (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });
});

describe("createUpstreamApp", () => {
  it("refuses a config without a portal origin", () => {
    expect(() => createUpstreamApp({ db: up.db, config: { ...config, portalOrigins: [] } })).toThrow(
      /portal/,
    );
  });
});

// Each start migrates and seeds (bcrypt hashes): seconds on a busy machine.
describe("startUpstream", { timeout: 20_000 }, () => {
  it("serves over HTTP on a free port and closes", async () => {
    const upstream = await startUpstream({ port: 0 });
    try {
      expect(upstream.url).toBe(`http://localhost:${upstream.port}`);
      const info = await fetch(`${upstream.url}/api/login/info?school_code=100001`);
      expect(await info.json()).toMatchObject({
        data: { school_logo: `${upstream.url}/static/logos/100001.svg` },
      });

      const login = await fetch(`${upstream.url}/api/login`, {
        ...formPost({ username: "learner", password: "learner" }),
        redirect: "manual",
      });
      expect(login.status).toBe(303);
      const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      const logout = await fetch(`${upstream.url}/api/logout`, { method: "POST", headers: { cookie } });
      expect(await logout.json()).toMatchObject({ code: "0000" });
    } finally {
      await upstream.close();
    }
    await expect(fetch(`${upstream.url}/api/user/info`)).rejects.toThrow();
  });

  it("fails clearly when the port is taken", async () => {
    const first = await startUpstream({ port: 0 });
    try {
      await expect(startUpstream({ port: first.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });

  it("uses the database it is given", async () => {
    const db = await openDb(up.dbUrl);
    const upstream = await startUpstream({ port: 0, dbUrl: up.dbUrl, sessionCookieName: "sid" });
    try {
      const res = await fetch(
        `${upstream.url}/api/login`,
        jsonPost({ username: "manager", password: "manager" }),
      );
      expect(res.headers.getSetCookie()[0]).toMatch(/^sid=/);
      const rs = await db.execute("SELECT count(*) AS n FROM sessions");
      expect(Number(rs.rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await upstream.close();
      db.close();
    }
  });
});
