// `npm run bench:scale`: the production recipe (deploy/) on loopback — nginx (Debian's package, run without root
// in a folder of its own) in front of 1 and then 2 portal processes started by deploy/start-portals.sh, against
// the bench's in-memory upstream — and the throughput of a logged-in page and of an anonymous public page (served
// from the micro-cache) for each. Ports 3719–3729. BENCH_SECONDS: load per figure (4).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";

import { standaloneConfig } from "../../deploy/nginx-config";

import {
  buildPortalIfNeeded,
  loadAutocannon,
  portalEnv,
  root,
  start,
  startFakeUpstream,
  stop,
  stopAll,
  waitUntilUp,
} from "./processes";

const UPSTREAM_PORT = 3719;
const NGINX_PORT = 3720;
const FIRST_PORTAL_PORT = 3721;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;

const PAGES = [
  { name: "logged-in: my courses", path: "/center/100001/user/myClass", cookie: "api_token=valid-token" },
  { name: "anonymous: party home", path: "/center/100004/custom/party" },
];

const nginxUrl = `http://127.0.0.1:${NGINX_PORT}`;

function nginxBinary(): string {
  for (const candidate of ["nginx", "/usr/sbin/nginx"]) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  throw new Error("nginx is not installed: `apt-get install -y nginx` (Debian's package)");
}

async function rps(url: string, cookie?: string): Promise<{ rps: number; failed: number }> {
  const autocannon = await loadAutocannon();
  const headers = cookie ? { cookie } : undefined;
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: result.requests.total / SECONDS, failed: result.errors + result.timeouts + result.non2xx };
}

/** What nginx answers to a few requests that show the recipe's rules at work. */
async function checks(): Promise<string[]> {
  const head = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(nginxUrl + path, { headers: { "accept-encoding": "gzip", ...headers } });
    await response.arrayBuffer();
    return response.headers;
  };
  const page = PAGES[1]?.path ?? "/";
  const document = await head("/center/100001/user/myClass", { cookie: "api_token=valid-token" });
  const stylesheet =
    /\/center\/build\/[^"]+\.css/.exec(await (await fetch(nginxUrl + page)).text())?.[0] ?? "";
  const asset = await head(stylesheet);
  await head(page);
  const anonymous = await head(page);
  const withSession = await head(page, { cookie: "api_token=valid-token" });
  return [
    `asset ${stylesheet}: ${asset.get("cache-control")}, ${asset.get("content-encoding") ?? "not compressed"}`,
    `anonymous ${page} again: micro-cache ${anonymous.get("x-micro-cache")}, ${anonymous.get("content-encoding")}`,
    `same page with a session cookie: micro-cache ${withSession.get("x-micro-cache")}`,
    `my courses with a session: micro-cache ${document.get("x-micro-cache")}, ${document.get("cache-control")}`,
  ];
}

async function main() {
  const nginx = nginxBinary();
  await loadAutocannon();
  buildPortalIfNeeded();
  const prefix = mkdtempSync(`${tmpdir()}/portal-bench-nginx-`);
  startFakeUpstream(UPSTREAM_PORT);
  await waitUntilUp(`http://127.0.0.1:${UPSTREAM_PORT}/__bench/log`);
  const rows: string[] = [];
  let shown: string[] = [];
  try {
    for (const processes of [1, 2]) {
      const ports = Array.from({ length: processes }, (_, index) => FIRST_PORTAL_PORT + index);
      const portals = start("portals", "bash", [`${root}deploy/start-portals.sh`], {
        env: { ...portalEnv(UPSTREAM_PORT, FIRST_PORTAL_PORT), PORTALS: String(processes) },
      });
      await Promise.all(ports.map((port) => waitUntilUp(`http://127.0.0.1:${port}/center/100001/Error`)));
      rmSync(`${prefix}/cache`, { recursive: true, force: true });
      for (const dir of ["cache", "client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
        mkdirSync(`${prefix}/${dir}`, { recursive: true });
      }
      writeFileSync(
        `${prefix}/nginx.conf`,
        standaloneConfig({
          listen: `127.0.0.1:${NGINX_PORT}`,
          portalPorts: ports,
          publicDir: `${root}public`,
          cacheDir: `${prefix}/cache`,
          microCacheSeconds: 2,
          prefix,
          // Started as root, nginx would hand its workers to `nobody`, who may not read the checkout.
          user: process.getuid?.() === 0 ? userInfo().username : undefined,
        }),
      );
      const proxy = start("nginx", nginx, ["-p", prefix, "-c", `${prefix}/nginx.conf`]);
      await waitUntilUp(`${nginxUrl}/center/100001/Error`);
      if (processes === 1) shown = await checks();
      const figures: string[] = [];
      for (const page of PAGES) {
        const { rps: value, failed } = await rps(nginxUrl + page.path, page.cookie);
        figures.push(`${value.toFixed(0).padStart(8)}${failed ? ` (${failed} failed)` : ""}`);
      }
      rows.push(
        `${String(processes).padStart(9)}  ${figures.map((figure, index) => figure.padStart(PAGES[index]?.name.length ?? 0)).join("  ")}`,
      );
      await stop(proxy);
      await stop(portals);
    }
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
  console.log(
    `\nnginx (${CONNECTIONS} connections, ${SECONDS} s each) in front of N portal processes, req/s:`,
  );
  console.log(`processes  ${PAGES.map((page) => page.name).join("  ")}`);
  for (const row of rows) console.log(row);
  console.log("\nThe recipe's rules, as nginx answered:");
  for (const line of shown) console.log(`  ${line}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
