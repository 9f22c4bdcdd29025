import { describe, expect, it } from "vitest";

import { loginRedirectUrl, loginSchool, redirectsToMyClass, schoolFromPath } from "~/domain/access";
import { foreignSchoolRedirect, isPublicPath } from "~/domain/access.server";

describe("isPublicPath (public-sites §4.2, §6)", () => {
  it.each([
    "/center/100028/hzvtc",
    "/center/100028/hzvtc/list",
    "/center/100004/custom/party",
    "/center/100046/custom/sxyxlx",
    "/center/100004/Page404",
    "/center/100001/Error",
    "/center/school/class",
    "/center/100001/class/42",
    "/center/100001/class/notfound",
  ])("%s is public", (path) => expect(isPublicPath(path)).toBe(true));

  it.each([
    "/center/100001/user/myClass",
    "/center/100001/user/myAssess/assessAnswer",
    "/center/100001/user/updatePassword",
    "/center/100001/video/42/0",
    "/center/",
  ])("%s is protected", (path) => expect(isPublicPath(path)).toBe(false));

  it("does not take myClass for the /class segment", () => {
    expect(isPublicPath("/center/100001/user/myClass")).toBe(false);
  });
});

describe("schoolFromPath", () => {
  it("reads the numeric segment after /center", () => {
    expect(schoolFromPath("/center/100001/user/myClass")).toBe("100001");
  });
  it("is null for the catalogue and the base", () => {
    expect(schoolFromPath("/center/school/class")).toBeNull();
    expect(schoolFromPath("/center/")).toBeNull();
  });
});

describe("foreignSchoolRedirect", () => {
  it("sends a user of another school to their own my courses", () => {
    expect(foreignSchoolRedirect("/center/100002/user/myNote", "100001")).toBe("/center/100001/user/myClass");
  });
  it("keeps them on hzvtc and custom pages", () => {
    expect(foreignSchoolRedirect("/center/100028/hzvtc", "100001")).toBeNull();
    expect(foreignSchoolRedirect("/center/100004/custom/party", "100001")).toBeNull();
  });
  it("stays for the user's own school and for paths without a school", () => {
    expect(foreignSchoolRedirect("/center/100001/user/myNote", "100001")).toBeNull();
    expect(foreignSchoolRedirect("/center/school/class", "100001")).toBeNull();
  });
});

describe("login redirect", () => {
  it("takes the school from the URL, else the user, else the cookie", () => {
    expect(loginSchool("/center/100004/user/myClass", "100001", "100035")).toBe("100004");
    expect(loginSchool("/center/", "100001", "100035")).toBe("100001");
    expect(loginSchool("/center/", null, "100035")).toBe("100035");
    expect(loginSchool("/center/", null, null)).toBeNull();
  });

  it("builds the login service's redirect URL with school_code and the page as from", () => {
    const url = new URL(
      loginRedirectUrl(
        "https://login.example.edu",
        "100001",
        "http://localhost:3000/center/100001/user/myNote?page=2",
      ),
    );
    expect(url.origin + url.pathname).toBe("https://login.example.edu/api/redirect");
    expect(url.searchParams.get("school_code")).toBe("100001");
    expect(url.searchParams.get("from")).toBe("http://localhost:3000/center/100001/user/myNote?page=2");
  });

  it("leaves school_code out when none is known", () => {
    const url = new URL(loginRedirectUrl("https://login.example.edu/sso", null, "http://x/center/"));
    expect(url.pathname).toBe("/api/redirect");
    expect(url.searchParams.has("school_code")).toBe(false);
  });
});

describe("redirectsToMyClass (public-sites §2.8)", () => {
  it.each([
    "center",
    "userMessage",
    "userMessage/modifyPhone",
    "userMessage/bindPhone",
    "userMessage/modifyEmail",
    "updatePassword",
  ])("%s redirects", (path) => expect(redirectsToMyClass(path)).toBe(true));
  it("other paths do not", () => {
    expect(redirectsToMyClass("nothing")).toBe(false);
    expect(redirectsToMyClass("userMessage/other")).toBe(false);
  });
});
