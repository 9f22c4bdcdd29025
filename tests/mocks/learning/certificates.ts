import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";
import { VALID_TOKEN } from "../login-service";

const LOGIN = "http://login.test";

// The learner's certificates on the login service (learner-area §3 Certificate, §7 Certificate list and
// download). Each handler checks the request contract, so a wrong call fails the test.

export type MockCertificate = {
  id: number;
  name: string;
  org_name: string;
  num: string;
  path: string | null;
  created_at: string;
};

/** 12 certificates, newest first; number 12 has no file. */
export const CERTIFICATES: MockCertificate[] = Array.from({ length: 12 }, (_, index) => {
  const id = 12 - index;
  return {
    id,
    name: id === 1 ? "结业证书 Media Literacy" : `Certificate ${id}`,
    org_name: `Training ${id}`,
    num: String(2026 + id),
    path: id === 12 ? null : `/certs/${id}.pdf`,
    created_at: `2026-04-${String(id).padStart(2, "0")} 09:30:00`,
  };
});

/** The bytes of every certificate file: a (tiny) PDF. */
export const PDF_BYTES = new TextEncoder().encode("%PDF-1.4\n% test certificate\n%%EOF\n");

function loggedIn(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${VALID_TOKEN}`);
}

export const handlers: RequestHandler[] = [
  http.get(`${LOGIN}/api/user/cert`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    const page = Number(query.get("page"));
    if (!Number.isInteger(page) || page < 1)
      return HttpResponse.json({ error: "page must be a whole number from 1" }, { status: 400 });
    if (query.has("size") && query.get("size") !== "10")
      return HttpResponse.json({ error: "10 per page" }, { status: 400 });
    return ok({ items: CERTIFICATES.slice((page - 1) * 10, page * 10), total: CERTIFICATES.length });
  }),

  http.get(`${LOGIN}/api/user/cert/down/:id`, ({ request, params }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const certificate = CERTIFICATES.find((item) => String(item.id) === params.id);
    if (!certificate?.path) return fail(4004, "file not found");
    return new HttpResponse(PDF_BYTES, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(PDF_BYTES.byteLength),
        "Content-Disposition": `attachment; filename="${certificate.id}.pdf"`,
      },
    });
  }),
];
