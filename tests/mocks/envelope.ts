import { HttpResponse } from "msw";

export function ok(data: unknown) {
  return HttpResponse.json({ code: "0000", message: "success", data });
}

export function fail(code: string | number, message: string) {
  return HttpResponse.json({ code, message, data: null });
}
