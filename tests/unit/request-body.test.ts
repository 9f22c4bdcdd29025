import { describe, expect, it } from "vitest";

import { bodyRefusal, FORM_BODY_MAX_BYTES } from "~/domain/request-body";

// docs/decisions/028: what an action takes — a form by POST — and the refusal for anything else.
const head = (method: string, contentType: string | null, contentLength: string | null = null) => ({
  method,
  contentType,
  contentLength,
});

describe("bodyRefusal", () => {
  it.each([
    ["application/x-www-form-urlencoded"],
    ["application/x-www-form-urlencoded;charset=UTF-8"],
    ["multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW"],
    ['multipart/form-data; boundary="quoted boundary"'],
  ])("takes a POST of %s", (type) => {
    expect(bodyRefusal(head("POST", type, "120"))).toBeNull();
  });

  it.each(["PUT", "PATCH", "DELETE", "PROPFIND"])("refuses %s (405)", (method) => {
    expect(bodyRefusal(head(method, "application/x-www-form-urlencoded"))).toBe("method");
  });

  it.each([
    null,
    "",
    "application/json",
    "text/plain",
    "application/xml",
    "multipart/form-data",
    "multipart/mixed",
  ])("refuses a body of type %j (415)", (type) => {
    expect(bodyRefusal(head("POST", type))).toBe("type");
  });

  it("refuses an urlencoded form over the limit (413), not a multipart one (its action bounds it)", () => {
    const over = String(FORM_BODY_MAX_BYTES + 1);
    expect(bodyRefusal(head("POST", "application/x-www-form-urlencoded", over))).toBe("size");
    expect(
      bodyRefusal(head("POST", "application/x-www-form-urlencoded", String(FORM_BODY_MAX_BYTES))),
    ).toBeNull();
    expect(bodyRefusal(head("POST", "multipart/form-data; boundary=x", over))).toBeNull();
  });
});
