import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Client } from "@libsql/client";
import { Hono } from "hono";
import { createPages, type Pages } from "./html";
import { methodOverride } from "./request";
import { accountPages } from "./routes/account-pages";
import { loginService } from "./routes/login-service";
import { createSessions, type Sessions } from "./session";
import { createUrls, type Urls } from "./urls";

export type UpstreamConfig = {
  /** Base URL of the upstream as the browser reaches it, e.g. http://localhost:3001. */
  publicUrl: string;
  /** Origins a browser may be sent back to after login; the first one is the portal. */
  portalOrigins: string[];
  sessionCookieName: string;
  sessionTtlHours: number;
};

/** What every route module gets. */
export type Deps = { db: Client; config: UpstreamConfig; sessions: Sessions; urls: Urls; pages: Pages };

const staticRoot = fileURLToPath(new URL("./static", import.meta.url));

export function createUpstreamApp({ db, config }: { db: Client; config: UpstreamConfig }): Hono {
  const urls = createUrls(config);
  const deps: Deps = {
    db,
    config,
    urls,
    sessions: createSessions(db, config),
    pages: createPages(config, urls),
  };

  const app = new Hono();
  app.use(methodOverride(app));
  // No directory listing; `..`, encoded slashes and backslashes are refused by serveStatic.
  app.use(
    "/static/*",
    serveStatic({ root: staticRoot, rewriteRequestPath: (p) => p.slice("/static".length) }),
  );
  app.route("/", loginService(deps));
  app.route("/", accountPages(deps));
  return app;
}
