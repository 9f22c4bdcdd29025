import { describe, expect, it } from "vitest";

import { catalogueHref, messagesFor } from "~/i18n/locale.server";
import { LOCALES } from "~/i18n/locales";
import { zhCN } from "~/i18n/messages/zh-CN";
import { shouldRevalidate } from "~/root";
import { loader } from "~/routes/center.i18n.$file";

// Decision 022: a locale's catalogue is a JSON file named by its content's hash, cached for good, fetched by the
// browser before hydration; the root loader's data only names it, and the root is not loaded again on
// navigations that cannot change its data.

const fileOf = (href: string) => href.split("/").pop() ?? "";
const get = (file: string) =>
  loader({ request: new Request("http://localhost/"), params: { file }, context: {} });

describe("the catalogue file", () => {
  it("is each locale's compiled catalogue, cached for good under its hash", async () => {
    for (const locale of LOCALES) {
      const response = get(fileOf(catalogueHref(locale)));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const messages = (await response.json()) as Record<string, unknown>;
      expect(messages).toEqual(JSON.parse(JSON.stringify(messagesFor(locale))));
      expect(Object.keys(messages).length).toBeGreaterThan(500);
      expect(messages["myNote.title"]).toEqual([locale === "en" ? "My notes" : zhCN.myNote.title]);
    }
    expect(catalogueHref("zh-CN")).not.toBe(catalogueHref("en"));
  });

  it("answers 404 for an older hash, an unknown locale or anything else", () => {
    const current = fileOf(catalogueHref("zh-CN"));
    const older = current.replace(/\.[0-9a-f]{12}\./, ".000000000000.");
    for (const file of [older, current.replace("zh-CN", "fr"), "zh-CN.json", "../root.json", ""]) {
      const response = get(file);
      expect(response.status, file).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("the root's shouldRevalidate", () => {
  const url = (path: string) => new URL(path, "http://localhost");
  const decide = (
    from: string,
    to: string,
    extra: { formMethod?: "POST" | "GET"; defaultShouldRevalidate?: boolean } = {},
  ) =>
    shouldRevalidate({
      currentUrl: url(from),
      nextUrl: url(to),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: extra.defaultShouldRevalidate ?? true,
      formMethod: extra.formMethod,
    });

  it("keeps the root's data between screens of one school's learner area, and across pages of a list", () => {
    expect(decide("/center/100001/user/myClass", "/center/100001/user/myNote")).toBe(false);
    expect(decide("/center/100001/user/myNote", "/center/100001/user/myNote?page=2")).toBe(false);
    expect(decide("/center/100001/user/myClass", "/center/100001/video/4/0")).toBe(false);
    expect(decide("/center/hzvtc", "/center/hzvtc/culture")).toBe(false);
    // The user is the same on a school's public and learner pages: the root reads it for both (decision 048).
    expect(decide("/center/100001/user/myClass", "/center/100001/class/4")).toBe(false);
    expect(decide("/center/100001/class/4", "/center/100001/video/4/0")).toBe(false);
  });

  it("loads it again for another school, a school-less page, the party frame, a post, or the same address", () => {
    expect(decide("/center/100001/user/myClass", "/center/100028/user/myClass")).toBe(true);
    expect(decide("/center/100001/user/myClass", "/center/school/class")).toBe(true);
    expect(decide("/center/100004/custom/party", "/center/custom/party/search")).toBe(true);
    expect(decide("/center/100001/user/myNote", "/center/100001/user/myNote", { formMethod: "POST" })).toBe(
      true,
    );
    expect(
      decide("/center/100001/user/myNote?edit=1", "/center/100001/user/myNote", { formMethod: "POST" }),
    ).toBe(true);
    expect(decide("/center/100001/user/myNote", "/center/100001/user/myNote")).toBe(true);
    // A GET form (a filter) is a navigation like a link.
    expect(
      decide("/center/100001/user/myClass", "/center/100001/user/myClass?q=a", { formMethod: "GET" }),
    ).toBe(false);
  });

  it("loads it again when a redirect left a toast (the flash cookie)", () => {
    const globals = globalThis as { document?: { cookie: string } };
    globals.document = { cookie: "locale=en; __flash=eyJ0eXBlIjoi" };
    try {
      expect(decide("/center/100001/user/myNote/open", "/center/100001/user/myNote")).toBe(true);
    } finally {
      delete globals.document;
    }
    expect(decide("/center/100001/user/myNote/open", "/center/100001/user/myNote")).toBe(false);
  });
});
