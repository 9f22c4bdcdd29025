import type { Context, MiddlewareHandler } from "hono";
import { html, raw } from "hono/html";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { UpstreamConfig } from "./config";
import { localeOf, textOf } from "./i18n";
import type { Urls } from "./urls";

/** A fragment built with `html`: every interpolated value is escaped. */
export type Html = ReturnType<typeof html>;

export type Pages = ReturnType<typeof createPages>;

const css = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2933;background:#eef1f5}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}
label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;padding:.6rem;font:inherit;border:1px solid #7b8794;border-radius:4px}
input[aria-invalid=true]{border-color:#b91c1c}
button{margin-top:1.25rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#1e40af}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.brand{text-align:center}.brand img{height:48px;max-width:100%}
.error{color:#b91c1c}.notice{color:#166534;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0}
.scroll{overflow-x:auto}table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.4rem;border-bottom:1px solid #d9e2ec}
@media (max-width:480px){main{margin:0;min-height:100vh;border-radius:0;box-shadow:none}}
`;

/** Renders the login host's HTML pages with their security headers, and guards their form posts. */
export function createPages(config: UpstreamConfig, urls: Urls) {
  const csp = [
    "default-src 'none'",
    "img-src 'self' data:",
    "style-src 'unsafe-inline'",
    // A successful login redirects to the portal, and form-action applies to the redirect too.
    `form-action 'self' ${config.portalOrigins.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");

  function render(c: Context, title: string, body: Html, status: ContentfulStatusCode = 200) {
    c.header("Content-Security-Policy", csp);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Cache-Control", "no-store");
    // The language comes from the locale cookie or Accept-Language (upstream/i18n.ts).
    c.header("Vary", "Cookie, Accept-Language");
    return c.html(
      html`<!doctype html>
        <html lang="${localeOf(c)}">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <link rel="icon" href="data:," />
            <title>${title}</title>
            <style>
              ${raw(css)}
            </style>
          </head>
          <body>
            <main>${body}</main>
          </body>
        </html>`,
      status,
    );
  }

  /**
   * CSRF guard for the pages' forms, which rely on the cookie. SameSite=Lax already keeps the cookie off
   * cross-site posts in modern browsers; this also refuses a post whose Origin is another site.
   */
  /** The page that refuses a form another site posted, in the user's language. */
  const refusedPage = (c: Context) => {
    const { refused } = textOf(c);
    return render(
      c,
      refused.title,
      html`<h1>${refused.title}</h1>
        <p>${refused.body}</p>`,
      403,
    );
  };

  const sameOriginPost: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header("origin");
    if (origin && origin !== urls.selfOrigin && origin !== new URL(c.req.url).origin) return refusedPage(c);
    await next();
  };

  return { render, refusedPage, sameOriginPost };
}

/**
 * A field's error, the one way every page ties it to its field: the message right after the field, with the id
 * that the field's `aria-describedby` names (see `invalid`).
 */
export const fieldError = (id: string, message: string | null | undefined) =>
  message ? html`<p class="error" id="${id}">${message}</p>` : "";

/**
 * The attributes of a field with an error: marked invalid and described by its message; the first one of the
 * page gets the focus, so the message is read out with the field on a page that has no script.
 */
export const invalid = (errorId: string | null | undefined, { first = false } = {}) =>
  errorId ? html`aria-invalid="true" aria-describedby="${errorId}"${first ? html` autofocus` : ""}` : "";
