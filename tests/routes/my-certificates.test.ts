import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { loader } from "~/routes/center.$school.user.myCertificate";
import { loader as fileLoader } from "~/routes/center.$school.user.myCertificate.$id.$mode";

import { takeConsoleErrors } from "../console-guard";
import { fail, ok } from "../mocks/envelope";
import { CERTIFICATES, PDF_BYTES } from "../mocks/learning/certificates";
import { server, useMockUpstream } from "../mocks/server";

import { loginRedirect, pageRequest, toastOf } from "./helpers";

useMockUpstream();

const PATH = "/center/100001/user/myCertificate";

function callLoader(path: string) {
  return loader({
    request: pageRequest(path, { loggedIn: true }),
    params: { school: "100001" },
    context: {},
  });
}

async function callFile(id: string, mode: string, query = "") {
  try {
    return await fileLoader({
      request: pageRequest(`${PATH}/${id}/${mode}${query}`, { loggedIn: true }),
      params: { school: "100001", id, mode },
      context: {},
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("my certificates: the list", () => {
  it("asks for the page, 10 a page", async () => {
    const asked: URLSearchParams[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/api/user/cert")) asked.push(new URL(request.url).searchParams);
    });
    const result = await callLoader(`${PATH}?page=2`);
    server.events.removeAllListeners();
    expect(asked.map((query) => [query.get("page"), query.get("size")])).toEqual([["2", "10"]]);
    expect(result).toMatchObject({ page: 2, total: 12, error: null });
    expect(result.certificates.map((item) => item.id)).toEqual(["2", "1"]);
    expect(result.certificates[1]).toMatchObject({ name: "结业证书 Media Literacy", num: "2027" });
  });

  it("renders at most 10 even when the service sends more", async () => {
    server.use(http.get("http://login.test/api/user/cert", () => ok({ items: CERTIFICATES, total: 12 })));
    const result = await callLoader(PATH);
    expect(result.certificates).toHaveLength(10);
  });

  it("falls back to 'request error' when the list cannot be had", async () => {
    server.use(http.get("http://login.test/api/user/cert", () => HttpResponse.error()));
    const result = await callLoader(PATH);
    expect(result).toMatchObject({ certificates: [], error: { message: null } });
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("shows the server's message when it refused", async () => {
    server.use(http.get("http://login.test/api/user/cert", () => fail(3001, "证书服务维护中")));
    const result = await callLoader(PATH);
    expect(result).toMatchObject({ certificates: [], error: { message: "证书服务维护中" } });
  });
});

describe("my certificates: the file", () => {
  it("downloads the bytes as '<certificate name>.pdf', private and not stored", async () => {
    const response = await callFile("1", "download", "?page=2");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="____ Media Literacy.pdf"; filename*=UTF-8''${encodeURIComponent("结业证书 Media Literacy.pdf")}`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-length")).toBe(String(PDF_BYTES.byteLength));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it("opens a pdf inline to view it", async () => {
    const response = await callFile("5", "view");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="Certificate 5.pdf"/);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toMatch(/^%PDF/);
  });

  it("never shows a file that is not a pdf or an image inline", async () => {
    server.use(
      http.get(
        "http://login.test/api/user/cert/down/:id",
        () => new HttpResponse("<script>alert(1)</script>", { headers: { "Content-Type": "text/html" } }),
      ),
    );
    const response = await callFile("5", "view");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each(["view", "download"])(
    "%s of a certificate without a file comes back with 'resource does not exist'",
    async (mode) => {
      server.use(
        http.get("http://login.test/api/user/cert/down/:id", () => {
          throw new Error("a certificate without a path must not be asked for");
        }),
      );
      const response = await callFile("12", mode);
      expect(response).toHaveRedirect(PATH, 302);
      expect(await toastOf(response)).toEqual({ type: "error", key: "myCertificate.resourceMissing" });
    },
  );

  it("comes back to the same page with 'File download failed' when the download fails", async () => {
    server.use(http.get("http://login.test/api/user/cert/down/:id", () => fail(3000, "storage offline")));
    const response = await callFile("1", "download", "?page=2");
    expect(response).toHaveRedirect(`${PATH}?page=2`);
    expect(await toastOf(response)).toEqual({ type: "error", key: "myCertificate.downloadFailed" });
  });

  it("sends a browser without a session to log in instead of streaming anything", async () => {
    const response = await fileLoader({
      request: pageRequest(`${PATH}/1/download`),
      params: { school: "100001", id: "1", mode: "download" },
      context: {},
    }).catch((thrown: unknown) => thrown as Response);
    expect(response).toHaveRedirect(loginRedirect(`${PATH}/1/download`), 302);
  });

  it("is not found for another mode", async () => {
    const response = await callFile("1", "print");
    expect(response.status).toBe(404);
  });
});
