import { describe, expect, it } from "vitest";

import { formErrorsOf, formMessageOf } from "~/forms/form-message";
import { failedWith, onNotPermitted, orNull, settle, UpstreamFailure } from "~/services/upstream-failure";

const refused = (code: string, message = "the server's words") => new UpstreamFailure("code", message, code);

describe("UpstreamFailure kinds", () => {
  it.each([
    [refused("2001"), "notLoggedIn", 401],
    [refused("2004"), "notPermitted", 403],
    // A refusal answers with the status its code names, else 422 (docs/decisions/028); a 5xxx is the server's fault.
    [refused("3000"), "refused", 422],
    [refused("1403"), "refused", 403],
    [refused("1404"), "refused", 404],
    [refused("1409"), "refused", 409],
    [refused("1422"), "refused", 422],
    [refused("1429"), "refused", 429],
    [refused("4002"), "refused", 422],
    [refused("5001"), "refused", 502],
    [refused("E12"), "refused", 502],
    [new UpstreamFailure("unreachable", "down"), "unavailable", 503],
    [new UpstreamFailure("timeout", "slow"), "unavailable", 503],
    [new UpstreamFailure("invalid", "garbage"), "unavailable", 502],
  ])("%#: kind %s with status %i", (failure, kind, status) => {
    expect(failure.kind).toBe(kind);
    expect(failure.status).toBe(status);
  });

  it("gives the server's words only for a code, never our own wording", () => {
    expect(refused("3000", "课程已下架").serverMessage).toBe("课程已下架");
    expect(refused("3000", "").serverMessage).toBeNull();
    expect(new UpstreamFailure("unreachable", "upstream service unavailable").serverMessage).toBeNull();
  });
});

describe("retryable", () => {
  it("is true only when the service was down or too slow", () => {
    expect(new UpstreamFailure("unreachable", "down").retryable).toBe(true);
    expect(new UpstreamFailure("timeout", "slow").retryable).toBe(true);
    expect(new UpstreamFailure("invalid", "garbage").retryable).toBe(false);
    expect(refused("3000").retryable).toBe(false);
  });
});

describe("settle", () => {
  it("turns an upstream failure into an outcome with its kind, code and the server's words", async () => {
    await expect(settle(Promise.reject(refused("2004", "not yours")))).resolves.toEqual({
      ok: false,
      kind: "notPermitted",
      code: "2004",
      message: "not yours",
      status: 403,
    });
    await expect(settle(Promise.reject(new UpstreamFailure("timeout", "slow")))).resolves.toEqual({
      ok: false,
      kind: "unavailable",
      code: null,
      message: "",
      status: 503,
      // A time-out may come after the upstream did it.
      uncertain: true,
    });
    await expect(settle(Promise.reject(new UpstreamFailure("invalid", "garbage")))).resolves.toMatchObject({
      kind: "unavailable",
      status: 502,
      uncertain: true,
    });
    // Refused: certainly not done.
    expect(await settle(Promise.reject(new UpstreamFailure("unreachable", "down")))).not.toHaveProperty(
      "uncertain",
    );
    await expect(settle(Promise.resolve(7))).resolves.toEqual({ ok: true, data: 7 });
  });

  it("lets a programming error and a redirect through: they are never 'the service failed'", async () => {
    const bug = new TypeError("cannot read properties of undefined");
    await expect(settle(Promise.reject(bug))).rejects.toBe(bug);
    await expect(orNull(Promise.reject(bug))).rejects.toBe(bug);
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    await expect(settle(Promise.reject(redirect))).rejects.toBe(redirect);
  });
});

describe("onNotPermitted (a route's 2004 policy)", () => {
  it("answers 2004 with the route's answer and passes every other failure on", async () => {
    await expect(onNotPermitted(Promise.reject(refused("2004")), () => "takenDown")).resolves.toBe(
      "takenDown",
    );
    const other = refused("3000");
    await expect(onNotPermitted(Promise.reject(other), () => "takenDown")).rejects.toBe(other);
    await expect(onNotPermitted(Promise.resolve("course"), () => "takenDown")).resolves.toBe("course");
  });

  it("failedWith names the kind of an upstream failure only", () => {
    expect(failedWith(refused("2001"), "notLoggedIn")).toBe(true);
    expect(failedWith(refused("2001"), "notPermitted")).toBe(false);
    expect(failedWith(new Error("2004"), "notPermitted")).toBe(false);
  });
});

describe("form messages", () => {
  it("carry a catalogue key, then the upstream's words when it gave any", () => {
    expect(formErrorsOf({ key: "errors.errorText", text: null })).toEqual(["errors.errorText"]);
    expect(formErrorsOf({ key: "errors.errorText", text: "评价包含违规内容" })).toEqual([
      "errors.errorText",
      "评价包含违规内容",
    ]);
    const reply = { status: "error" as const, error: { "": ["errors.errorText", "评价包含违规内容"] } };
    expect(formMessageOf(reply)).toEqual({ key: "errors.errorText", text: "评价包含违规内容" });
    expect(formMessageOf({ status: "error" as const, error: { content: ["x"] } })).toBeNull();
    expect(formMessageOf(undefined)).toBeNull();
  });
});
