import { http } from "msw";
import { describe, expect, it } from "vitest";

import { loader as rootLoader } from "~/root";
import { loader as centerIndex } from "~/routes/center._index";
import { loader as userLayout } from "~/routes/center.$school.user";
import { loader as userSplat } from "~/routes/center.$school.user.$";

import { fail, ok } from "../mocks/envelope";
import { server, useMockUpstream } from "../mocks/server";

import { loginRedirect, pageRequest, redirectOf } from "./helpers";

useMockUpstream();

const args = (request: Request, params: Record<string, string>) => ({ request, params, context: {} });

describe("the user area guard", () => {
  it("sends a browser without the session cookie to the login service, without calling it", async () => {
    server.use(
      http.get("http://login.test/api/user/info", () => {
        throw new Error("the guard must not call the login service without a cookie");
      }),
    );
    const response = await redirectOf(() =>
      userLayout(args(pageRequest("/center/100001/user/myNote?page=2"), { school: "100001" })),
    );
    expect(response).toHaveRedirect(loginRedirect("/center/100001/user/myNote?page=2"));
  });

  it("sends a browser whose session the login service does not know (2001) to log in", async () => {
    const response = await redirectOf(() =>
      userLayout(
        args(pageRequest("/center/100001/user/myClass", { cookie: "api_token=stale" }), { school: "100001" }),
      ),
    );
    expect(response).toHaveRedirect(loginRedirect("/center/100001/user/myClass"));
  });

  it("sends a user of another school to their own school's my courses", async () => {
    const response = await redirectOf(() =>
      userLayout(args(pageRequest("/center/100004/user/myNote", { loggedIn: true }), { school: "100004" })),
    );
    expect(response).toHaveRedirect("/center/100001/user/myClass");
  });

  it("lets a learner of the school in, and hands nothing on: the header's user is the root's", async () => {
    const result = await userLayout(
      args(pageRequest("/center/100001/user/myClass", { loggedIn: true }), { school: "100001" }),
    );
    expect(result).toBeNull();
  });

  it("accepts a user whose school code comes as a number and whose optional fields are missing", async () => {
    server.use(
      http.get("http://login.test/api/user/info", () =>
        ok({ username: "bare", user_type: "1", school_code: 100001, unknown_field: true }),
      ),
    );
    const request = pageRequest("/center/100001/user/myClass", { loggedIn: true });
    expect(await userLayout(args(request, { school: "100001" }))).toBeNull();
    const root = await rootLoader(args(request, {}));
    expect(root.data.user).toMatchObject({
      username: "bare",
      school_code: "100001",
      show_menu: [],
      user_type: 1,
    });
  });
});

describe("/center/", () => {
  it("goes to the user's own school", async () => {
    const response = await redirectOf(() =>
      centerIndex(args(pageRequest("/center/", { loggedIn: true }), {})),
    );
    expect(response).toHaveRedirect("/center/100001/user/myClass");
  });

  it("sends an anonymous browser to log in for the school it visited last", async () => {
    const response = await redirectOf(() =>
      centerIndex(args(pageRequest("/center/", { cookie: "schoolCode=100035" }), {})),
    );
    expect(response).toHaveRedirect(loginRedirect("/center/", "100035"));
  });

  it("logs in again when the session has ended", async () => {
    server.use(http.get("http://login.test/api/user/info", () => fail(2001, "expired")));
    const response = await redirectOf(() =>
      centerIndex(args(pageRequest("/center/", { loggedIn: true }), {})),
    );
    expect(response).toHaveRedirect(loginRedirect("/center/", null));
  });
});

describe("paths that only redirect (public-sites §2.8)", () => {
  it.each(["center", "userMessage/modifyPhone", "updatePassword"])("%s goes to my courses", async (path) => {
    const response = await redirectOf(() =>
      userSplat(args(pageRequest(`/center/100001/user/${path}`), { school: "100001", "*": path })),
    );
    expect(response).toHaveRedirect("/center/100001/user/myClass");
  });

  it("an unknown user path is a 404", () => {
    const result = userSplat(
      args(pageRequest("/center/100001/user/nothing"), { school: "100001", "*": "nothing" }),
    );
    expect(result).toMatchObject({ init: { status: 404 } });
  });
});
