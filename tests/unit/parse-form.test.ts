import { describe, expect, it } from "vitest";
import { z } from "zod";

import { parseForm, parseFormData } from "~/forms/parse-form.server";

// The one form helper (app/forms/parse-form.server.ts): a typed value, or a reply that keeps what was typed and
// carries the schema's messages; an unreadable body is a 400, never a 5xx.

const Schema = z.object({
  intent: z.literal("save"),
  content: z.string({ error: "validation.tooShort" }).min(5, "validation.tooShort"),
  count: z.coerce.number().int().default(0),
});

const form = (values: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  return formData;
};

describe("parseForm", () => {
  it("gives the typed value of a valid post", async () => {
    const request = new Request("http://portal.test/", {
      method: "POST",
      body: form({ intent: "save", content: "hello world", count: "3" }),
    });
    const parsed = await parseForm(request, Schema);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value).toEqual({ intent: "save", content: "hello world", count: 3 });
  });

  it("answers an invalid post with 400, the typed text kept and the schema's message by its field", async () => {
    const parsed = parseFormData(form({ intent: "save", content: "hey" }), Schema);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const answer = parsed.invalid();
    expect(answer.init?.status).toBe(400);
    expect(answer.data.initialValue).toEqual({ intent: "save", content: "hey" });
    expect(answer.data.error).toEqual({ content: ["validation.tooShort"] });
  });

  it("answers a refusal after a valid post with the form-level message, its status and the typed text", () => {
    const parsed = parseFormData(form({ intent: "save", content: "hello world" }), Schema);
    const answer = parsed.refused({ key: "errors.errorText", text: "closed" }, 409);
    expect(answer.init?.status).toBe(409);
    expect(answer.data.error).toEqual({ "": ["errors.errorText", "closed"] });
    expect(answer.data.initialValue).toMatchObject({ content: "hello world" });
    expect(parsed.reply({ key: "errors.errorText", text: null }).error).toEqual({ "": ["errors.errorText"] });
  });

  it("answers a body that cannot be read with 400, not an error", async () => {
    const request = new Request("http://portal.test/", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x\r\nnot a part",
    });
    const refusal = await parseForm(request, Schema).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(400);
  });
});

describe("parseFormData with exact", () => {
  // The question form (decision 033): its blanks are repeated, ordered fields where an empty one means something.
  const sent = () => {
    const formData = new FormData();
    for (const value of ["a", "", "c"]) formData.append("blank", value);
    formData.append("answer", "");
    return formData;
  };
  const Fields = z.object({ blank: z.array(z.string()), answer: z.string() });

  it("reads the fields as sent: an empty one stays empty, in its place", () => {
    const parsed = parseFormData(sent(), Fields, { exact: true });
    expect(parsed.ok && parsed.value).toEqual({ blank: ["a", "", "c"], answer: "" });
  });

  it("without it, conform's coercion makes an empty field a missing one", () => {
    expect(parseFormData(sent(), Fields).ok).toBe(false);
  });
});
