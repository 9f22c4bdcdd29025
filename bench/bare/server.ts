// The bare twins' server (docs/decisions/034): the adapter the portal's server uses (@hono/node-server) around
// Remix's own request handler, and nothing else: no static files, no compression, no log line, no metrics. What
// the portal's server does beyond this is the portal's own cost. `node --import tsx bench/bare/server.ts` in
// bench/bare, with PORT.
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const build = (await import(pathToFileURL(resolve("build/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const port = Number(process.env.PORT ?? 3713);
serve({ fetch: (request) => handle(request), port }, (info) => {
  console.log(`[bare] http://localhost:${info.port}`);
});
// Exit on a stop, so that exit handlers run (node --cpu-prof writes its profile: `npm run bench:profile`).
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => process.exit(0));
