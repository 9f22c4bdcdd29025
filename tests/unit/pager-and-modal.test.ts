import { describe, expect, it } from "vitest";

import { leadsTo } from "~/components/ui/modal-focus";
import { pageHref } from "~/domain/pagination";

describe("pageHref (the one pager's links)", () => {
  const base = {
    pathname: "/center/100001/user/myNote",
    page: 2,
    param: "page",
    omit: [],
    target: "my-notes-title",
  };

  it("lands on the list's heading, keeping the rest of the query", () => {
    expect(pageHref({ ...base, search: "?page=2&expand=7", to: 3 })).toBe("?page=3&expand=7#my-notes-title");
  });

  it("drops the page parameter for page 1, and then the query altogether", () => {
    expect(pageHref({ ...base, search: "?page=2", to: 1 })).toBe("/center/100001/user/myNote#my-notes-title");
    expect(pageHref({ ...base, search: "?tab=reviews&page=2", to: 1 })).toBe("?tab=reviews#my-notes-title");
  });

  it("drops one page's own state when leaving the page, keeps it on the current one", () => {
    const args = { ...base, search: "?page=2&open=5", omit: ["open"] };
    expect(pageHref({ ...args, to: 3 })).toBe("?page=3#my-notes-title");
    expect(pageHref({ ...args, to: 2 })).toBe("?page=2&open=5#my-notes-title");
  });

  it("uses the list's own parameter on a page with two lists", () => {
    expect(pageHref({ ...base, search: "?page=4", param: "powerPage", to: 2, target: "block-193" })).toBe(
      "?page=4&powerPage=2#block-193",
    );
  });
});

describe("leadsTo (finding a dialog's opener after a page load)", () => {
  const origin = "http://localhost:3000";

  it("is true only for a link to the dialog's own path and query", () => {
    const here = "/center/100001/user/myNote?confirm=delete-5";
    expect(leadsTo(`${origin}/center/100001/user/myNote?confirm=delete-5`, here, origin)).toBe(true);
    expect(leadsTo("/center/100001/user/myNote?confirm=delete-5", here, origin)).toBe(true);
    expect(leadsTo(`${origin}/center/100001/user/myNote?confirm=delete-6`, here, origin)).toBe(false);
    expect(leadsTo(`${origin}/center/100001/user/myNote`, here, origin)).toBe(false);
  });

  it("ignores a fragment, refuses another origin and anything that is not a URL", () => {
    const here = "/center/100001/user/myNote?edit=5";
    expect(leadsTo(`${origin}/center/100001/user/myNote?edit=5#top`, here, origin)).toBe(true);
    expect(leadsTo(`http://elsewhere.example/center/100001/user/myNote?edit=5`, here, origin)).toBe(false);
    expect(leadsTo("http://[bad", here, origin)).toBe(false);
  });
});
