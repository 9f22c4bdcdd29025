import { redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";

// The custom matchers of tests/matchers.ts (registered by tests/setup.ts) must fail where they should.
const to = (location: string, status = 302) => new Response(null, { status, headers: { location } });

describe("toHaveRedirect", () => {
  it("passes for a redirect status with a Location, and for the Location given", () => {
    expect(redirect("/center/100001/user/myNote?page=2")).toHaveRedirect();
    expect(redirect("/center/100001/user/myNote?page=2")).toHaveRedirect("/center/100001/user/myNote?page=2");
    for (const status of [301, 302, 303, 307, 308]) expect(to("/a", status)).toHaveRedirect("/a", status);
    expect(to("https://login.example.edu/api/redirect?school_code=1")).toHaveRedirect(
      "https://login.example.edu/api/redirect?school_code=1",
    );
    // Compared as parsed URLs: the same address spelled with an encoded space is the same redirect.
    expect(to("/search?q=a%20b")).toHaveRedirect("/search?q=a b");
  });

  it("fails on a status that is not a redirect, or not the one given", () => {
    expect(() => expect(to("/a", 200)).toHaveRedirect("/a")).toThrow(
      'expected a Response with status 200 to "/a" to be a redirect to "/a"',
    );
    expect(() => expect(to("/a", 304)).toHaveRedirect()).toThrow(/status 304/);
    expect(() => expect(to("/a", 302)).toHaveRedirect("/a", 303)).toThrow(/with status 303/);
    expect(() => expect(new Response("x", { status: 302 })).toHaveRedirect()).toThrow(/no Location/);
  });

  it("fails on another path, query or fragment", () => {
    expect(() =>
      expect(to("/center/100001/user/myNote")).toHaveRedirect("/center/100001/user/myNotes"),
    ).toThrow(/to be a redirect to/);
    expect(() => expect(to("/a?page=2")).toHaveRedirect("/a")).toThrow(
      'expected a Response with status 302 to "/a?page=2" to be a redirect to "/a"',
    );
    expect(() => expect(to("/a")).toHaveRedirect("/a?page=2")).toThrow();
    expect(() => expect(to("/a?x=1&y=2")).toHaveRedirect("/a?y=2&x=1")).toThrow();
    expect(() => expect(to("/a#reviews")).toHaveRedirect("/a")).toThrow();
  });

  it("tells relative from absolute Locations and compares origins", () => {
    expect(() => expect(to("http://localhost:3000/a")).toHaveRedirect("/a")).toThrow();
    expect(() => expect(to("/a")).toHaveRedirect("http://localhost:3000/a")).toThrow();
    expect(() =>
      expect(to("https://evil.example/api/redirect")).toHaveRedirect(
        "https://login.example.edu/api/redirect",
      ),
    ).toThrow();
  });

  it("fails on what is not a Response, and negates", () => {
    expect(() => expect({ status: 302, headers: { location: "/a" } }).toHaveRedirect("/a")).toThrow(
      /not a Response/,
    );
    expect(to("/a", 200)).not.toHaveRedirect();
    expect(to("/a")).not.toHaveRedirect("/b");
    expect(() => expect(to("/a")).not.toHaveRedirect("/a")).toThrow(/not to be a redirect to "\/a"/);
  });
});

describe("toHaveStatus", () => {
  it("passes on the status and fails on another, or on what is not a Response", () => {
    expect(new Response(null, { status: 404 })).toHaveStatus(404);
    expect(() => expect(new Response(null, { status: 200 })).toHaveStatus(404)).toThrow(
      "expected a Response with status 200 and no Location to have status 404",
    );
    expect(() => expect({ status: 404 }).toHaveStatus(404)).toThrow(/not a Response/);
    expect(new Response(null, { status: 200 })).not.toHaveStatus(404);
  });
});
