import type { RequestHandler } from "msw";

export const handlers: RequestHandler[] = [];
