import { describe, expect, it } from "vitest";

import { summaryItems } from "~/components/ui/error-summary";
import { contentLang } from "~/domain/content-language";
import { parseFormData } from "~/forms/parse-form.server";
import { PublicReviewFormSchema, ReviewFormSchema } from "~/forms/review-form.server";
import { createTranslator } from "~/i18n/i18n";
import { messagesFor } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { formWasRefused, withRequestScope } from "~/utils/request-scope.server";
import { screenTitle, titleFromRoot, type Matches } from "~/utils/page-title";
import { libraryTitle } from "~/utils/site-titles";

// A refused form (decision 036): the page rendered with the reply is titled 'Error: …' (the one rule in
// page-title.ts, fed by the request scope that the form helper marks), the error summary says each refusal in
// the words under its field (each spec's wording of the 5-character rule), and Chinese content on an English
// page is marked zh-CN.

const FIELDS = { "": "review-form-error", level: "review-level", content: "review-content" };

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

const matches = (locale: Locale, formRefused: boolean): Matches =>
  [
    {
      id: "root",
      pathname: "/",
      params: {},
      data: { locale, school: { name: "示范学校" }, formRefused },
      meta: [],
      handle: undefined,
      error: undefined,
    },
  ] as unknown as Matches;

describe("the title of a page whose form was refused", () => {
  it("starts with the error mark in either language, for the screens' and the sites' titles", () => {
    expect(screenTitle(matches("zh-CN", true), "title.course", "Python")).toBe(
      `错误：${screenTitle(matches("zh-CN", false), "title.course", "Python")}`,
    );
    expect(titleFromRoot(matches("en", true), "course")).toBe(
      `Error: ${titleFromRoot(matches("en", false), "course")}`,
    );
    expect(libraryTitle(matches("zh-CN", true), "home")).toMatch(/^错误：/);
  });

  it("is marked by the form helper when, and only when, its reply carries errors", () => {
    const seen = (values: Record<string, string>, refuse = false) =>
      withRequestScope(8000, () => {
        const parsed = parseFormData(form(values), ReviewFormSchema);
        if (!parsed.ok) parsed.invalid();
        else if (refuse) parsed.refused({ key: "errors.errorText", text: "服务繁忙" }, 503);
        else parsed.reply();
        return formWasRefused();
      });
    expect(seen({ intent: "review", level: "5", content: "abcd" })).toBe(true);
    expect(seen({ intent: "review", level: "5", content: "讲得很清楚" }, true)).toBe(true);
    expect(seen({ intent: "review", level: "5", content: "讲得很清楚" })).toBe(false);
    // Outside a request (a route test) nothing is kept.
    expect(formWasRefused()).toBe(false);
  });
});

describe("the error summary's lines", () => {
  const zh = createTranslator("zh-CN", messagesFor("zh-CN"));
  const refused = (schema: typeof ReviewFormSchema | typeof PublicReviewFormSchema, content: string) => {
    const parsed = parseFormData(form({ intent: "review", level: "5", content }), schema);
    return parsed.reply();
  };

  it("say each spec's one wording of the 5-character rule, linked to the text", () => {
    expect(summaryItems(refused(ReviewFormSchema, "abcd"), FIELDS, zh)).toEqual([
      { id: "review-content", text: "请输入至少5个字符" },
    ]);
    expect(summaryItems(refused(PublicReviewFormSchema, "abcd"), FIELDS, zh)).toEqual([
      { id: "review-content", text: "至少输入5个字" },
    ]);
  });

  it("list the form's message first, in the upstream's words, then the fields in the form's order", () => {
    const parsed = parseFormData(form({ intent: "review", content: "abcd" }), ReviewFormSchema);
    const reply = parsed.reply({ key: "errors.errorText", text: "服务繁忙" });
    expect(summaryItems(reply, FIELDS, zh)).toEqual([
      { id: "review-form-error", text: "服务繁忙" },
      { id: "review-level", text: zh("validation.levelRequired") },
      { id: "review-content", text: "请输入至少5个字符" },
    ]);
    expect(summaryItems(undefined, FIELDS, zh)).toEqual([]);
  });
});

describe("content in another language than the page", () => {
  it("is Chinese on an English page: marked zh-CN; the page's own language is left unmarked", () => {
    expect(contentLang("新时代合格党员的标准", "en")).toBe("zh-CN");
    expect(contentLang("<p>课程共6章</p>", "en")).toBe("zh-CN");
    expect(contentLang("新时代合格党员的标准", "zh-CN")).toBeUndefined();
    expect(contentLang("Web Development with HTML and CSS", "en")).toBeUndefined();
  });
});
