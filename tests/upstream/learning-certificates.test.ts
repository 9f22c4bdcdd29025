import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachmentHeader } from "../../upstream/files";
import { createTestUpstream, login, type TestUpstream } from "./helpers";
import { call, idOf, userId } from "./learning-helpers";

type Cert = {
  id: number;
  name: string;
  org_name: string;
  num: string;
  path: string | null;
  created_at: string;
};

let up: TestUpstream;
let cookie: string;
beforeAll(async () => {
  up = await createTestUpstream();
  cookie = await login(up.app, "learner");
});
afterAll(() => up.close());

const certs = (query = "", who = cookie) =>
  call<{ items: Cert[]; total: number }>(up.app, `/api/user/cert${query}`, who);
const download = (id: number, who = cookie) =>
  up.app.request(`/api/user/cert/down/${id}`, { headers: who ? { cookie: who } : {} });
const certId = (name: string) => idOf(up.db, "SELECT id FROM certificates WHERE name = ?", name);

describe("GET /api/user/cert", () => {
  it("answers 10 per page by default, newest first, with the total", async () => {
    const first = await certs("?page=1");
    const second = await certs("?page=2");
    expect([first.data.items.length, first.data.total, second.data.items.length]).toEqual([10, 12, 2]);
    const dates = [...first.data.items, ...second.data.items].map((c) => c.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.data.items[0]).toEqual({
      id: expect.any(Number),
      name: "Python Programming Fundamentals – Certificate of Completion",
      org_name: "2026 Information Technology Skills Training",
      num: "2026-10",
      path: "python-fundamentals-2026-10.pdf",
      created_at: "2026-10-18 09:30:00",
    });
    expect((await certs("?size=100")).data.items.filter((c) => c.path === null)).toHaveLength(1);
  });

  it("is empty for another learner, and 2001 without a session", async () => {
    expect((await certs("", await login(up.app, "learner2"))).data).toEqual({ items: [], total: 0 });
    expect((await certs("", "")).code).toBe(2001);
  });
});

describe("GET /api/user/cert/down/{id}", () => {
  it("sends the owner the PDF as an attachment named after the certificate", async () => {
    const res = await download(await certId("Fire Safety Training Certificate"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Fire Safety Training Certificate.pdf"; ` +
        `filename*=UTF-8''Fire%20Safety%20Training%20Certificate.pdf`,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toBe("%%EOF\n");
    expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
  });

  it("encodes a name outside ASCII per RFC 5987, with an ASCII fallback", async () => {
    const res = await download(await certId("Python Programming Fundamentals – Certificate of Completion"));
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Python Programming Fundamentals _ Certificate of Completion.pdf"; ` +
        `filename*=UTF-8''Python%20Programming%20Fundamentals%20%E2%80%93%20Certificate%20of%20Completion.pdf`,
    );
  });

  it("refuses someone else's certificate as not found", async () => {
    const res = await download(
      await certId("Fire Safety Training Certificate"),
      await login(up.app, "learner2"),
    );
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ code: "1404", message: "not found", data: null });
  });

  it("answers 1404 'resource does not exist' for a certificate without a file", async () => {
    const res = await download(await certId("Mental Health Workshop – Certificate of Attendance"));
    expect(await res.json()).toEqual({ code: "1404", message: "resource does not exist", data: null });
  });

  it.each(["../../app.ts", "../seed.ts.pdf", "/etc/passwd", "missing.pdf", "..%2fapp.pdf"])(
    "never serves the path %s",
    async (path) => {
      const me = await userId(up.db, "learner");
      const rs = await up.db.execute({
        sql: `INSERT INTO certificates (user_id, name, org_name, num, path, created_at)
              VALUES (?, ?, 'x', '2026-01', ?, '2026-01-01 00:00:00') RETURNING id`,
        args: [me, `Bad ${path}`, path],
      });
      const res = await download(Number(rs.rows[0]?.id));
      expect(await res.json()).toEqual({ code: "1404", message: "resource does not exist", data: null });
    },
  );

  it("answers 1404 for an unknown id and 2001 without a session", async () => {
    expect(await (await download(999999)).json()).toMatchObject({ code: "1404" });
    expect(await (await download(await certId("Fire Safety Training Certificate"), "")).json()).toMatchObject(
      {
        code: 2001,
      },
    );
  });

  it("keeps the certificate files out of the public static folder", async () => {
    for (const path of [
      "/static/certificates/fire-safety-2026-09.pdf",
      "/static/Certificates/fire-safety-2026-09.pdf",
      "/static/certificates/",
    ]) {
      expect((await up.app.request(path)).status).toBe(404);
    }
    expect((await up.app.request("/static/covers/code.svg")).status).toBe(200);
  });
});

describe("attachmentHeader", () => {
  it("escapes quotes and the characters RFC 5987 reserves", () => {
    expect(attachmentHeader(`a "b" (c)*'d'.pdf`)).toBe(
      `attachment; filename="a _b_ (c)*'d'.pdf"; filename*=UTF-8''a%20%22b%22%20%28c%29%2A%27d%27.pdf`,
    );
  });
});
