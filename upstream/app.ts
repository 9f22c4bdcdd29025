import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Client } from "@libsql/client";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { defaults, type UpstreamConfig } from "./config";
import type { Clock, Deps } from "./deps";
import { fail } from "./envelope";
import { fetchMetadataGuard } from "./fetch-metadata";
import { createLoginThrottle } from "./login-throttle";
import { MAX_UPLOAD_BODY_BYTES, SIZE_MESSAGE } from "./files";
import { createPages } from "./html";
import { createMediaSigner, randomMediaSecret } from "./media-signing";
import { methodOverride } from "./request";
import { requestLog, type UpstreamLogLine } from "./request-log";
import { accountPages } from "./routes/account-pages";
import { certificates } from "./routes/certificates";
import { coursePlayer } from "./routes/course-player";
import { exams } from "./routes/exams";
import { files } from "./routes/files";
import { learningCourses } from "./routes/learning-courses";
import { loginService } from "./routes/login-service";
import { media } from "./routes/media";
import { notes } from "./routes/notes";
import { practice } from "./routes/practice";
import { learningRecords } from "./routes/records";
import { resourceSites } from "./routes/resource-sites";
import { siteNews } from "./routes/site-news";
import { stats } from "./routes/stats";
import { studyTrip } from "./routes/study-trip";
import { teacherScoring } from "./routes/teacher-scoring";
import { createSessions } from "./session";
import { createUrls } from "./urls";

const staticRoot = fileURLToPath(new URL("./static", import.meta.url));

export function createUpstreamApp({
  db,
  config,
  now = Date.now,
  log,
}: {
  db: Client;
  config: UpstreamConfig;
  now?: Clock;
  /** Told of every request once answered (`npm run upstream` logs it; tests leave it out). */
  log?: (line: UpstreamLogLine) => void;
}): Hono {
  const urls = createUrls(config);
  const deps: Deps = {
    db,
    config,
    urls,
    sessions: createSessions(db, config),
    pages: createPages(config, urls),
    now,
    graceSeconds: config.examGraceSeconds ?? defaults.examGraceSeconds,
    dataDir: config.dataDir ?? mkdtempSync(join(tmpdir(), "upstream-data-")),
    mediaSigner: createMediaSigner(config.mediaSecret ?? randomMediaSecret(), now),
    loginThrottle: createLoginThrottle(db, now, config.loginThrottle),
  };

  const app = new Hono();
  // Every request, refused ones too, with the portal's X-Request-Id (docs/operations.md).
  if (log) app.use(requestLog(log));
  // Every answer is what its Content-Type says and nothing a browser should guess at: JSON, pages and files alike.
  app.use(async (c, next) => {
    await next();
    try {
      c.res.headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("X-Content-Type-Options", "nosniff");
    }
  });
  // First of all: a request another site makes a browser send is refused before anything reads it.
  app.use(fetchMetadataGuard(config.publicUrl, deps.pages.refusedPage));
  // Ahead of methodOverride, which reads POST bodies: an upload over the limit is refused before it is buffered,
  // by its Content-Length or, for a chunked body without one, as soon as the bytes read pass the limit.
  app.use(
    "/api/upload/file",
    bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: (c) => fail(c, "1422", SIZE_MESSAGE) }),
  );
  app.use(methodOverride(app));
  // Certificates are a user's own: only GET /api/user/cert/down/{id} serves them, after an owner check. The
  // study-trip materials are served only through their school-checked download.
  app.use("/static/*", async (c, next) =>
    /^\/static\/(certificates|study-trip)(\/|$)/i.test(c.req.path) ? c.notFound() : next(),
  );
  // The course media, by signed URL only, with byte ranges for seeking; nothing else under /static/media.
  app.route("/", media(deps));
  app.use("/static/media/*", async (c) => c.notFound());
  // No directory listing; `..`, encoded slashes and backslashes are refused by serveStatic.
  app.use(
    "/static/*",
    serveStatic({ root: staticRoot, rewriteRequestPath: (p) => p.slice("/static".length) }),
  );
  app.route("/", loginService(deps));
  app.route("/", accountPages(deps));
  app.route("/", teacherScoring(deps));
  app.route("/", certificates(deps));
  // The learning service's calls.
  app.route("/", learningCourses(deps));
  app.route("/", learningRecords(deps));
  app.route("/", notes(deps));
  app.route("/", practice(deps));
  app.route("/", exams(deps));
  app.route("/", files(deps));
  app.route("/", stats(deps));
  app.route("/", coursePlayer(deps));
  app.route("/", resourceSites(deps));
  // The media service's call: the same server answers MEDIA_SERVICE_URL in development and tests.
  app.route("/", siteNews(deps));
  app.route("/", studyTrip(deps));
  return app;
}
