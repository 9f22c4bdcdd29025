#!/usr/bin/env bash
# Starts N portal processes (the portal's built server, build/server.js, as `npm start` runs it: plain `node`, one
# process each, no TypeScript loader; `npm run build` makes it) on consecutive loopback ports, PORT, PORT+1, …: N is the number of
# cores unless PORTALS says otherwise. The portal's configuration (COOKIE_SECRET, the service URLs, …) comes from
# the environment as for one process; nginx (deploy/portal.conf) spreads the requests over them. A process that
# stops takes the others down with it, and the script exits once every one of them has (their ports free again), so
# a supervisor (systemd: deploy/portal.service, a container) restarts the whole set.
# Each process answers /center/healthz (liveness: restart on it) and /center/readyz (readiness: send traffic on it)
# on its own port, and /center/metrics to loopback (docs/operations.md).
#   PORT=3000 PORTALS=2 deploy/start-portals.sh
set -eu
cd "$(dirname "$0")/.."
first=${PORT:-3000}
count=${PORTALS:-$(nproc)}
export NODE_ENV=${NODE_ENV:-production}
# nginx on loopback is the processes' only client: its X-Request-Id ($request_id) is the request's id in their
# log lines (docs/operations.md). Set TRUSTED_PROXIES= (empty) to make every id in the portal.
export TRUSTED_PROXIES=${TRUSTED_PROXIES-127.0.0.1,::1}
# The young generation's semi-space in MB, as `npm start` sets it (server/node-flags.ts, docs/decisions/034); the
# portal checks the value itself at start (app/env.server.ts).
export SEMI_SPACE_MB=${SEMI_SPACE_MB:-32}
# The runtime (docs/decisions/041, docs/operations.md "The runtime"): NODE_BIN when set (a container's or a
# distribution's node), else the one `npm ci` installed into node_modules/.bin, else `node` on PATH. The portal
# refuses at start any other major than the one it is tested on.
if [ -n "${NODE_BIN:-}" ]; then node=$NODE_BIN
elif [ -x node_modules/.bin/node ]; then node=node_modules/.bin/node
else node=node; fi
if [ ! -f build/server.js ]; then
  echo "portal: no build/server.js: run \`npm run build\` first" >&2
  exit 1
fi
pids=""
stop() {
  for pid in $pids; do kill "$pid" 2>/dev/null || true; done
}
trap 'stop; wait; exit 143' TERM INT
i=0
while [ "$i" -lt "$count" ]; do
  # HOST=127.0.0.1 keeps it on loopback, where nginx reaches it; TRUSTED_PROXIES: the X-Forwarded-Host that nginx
  # sets (deploy/portal.conf) is believed from loopback only.
  TRUSTED_PROXIES="${TRUSTED_PROXIES:-127.0.0.1,::1}" HOST="${HOST:-127.0.0.1}" PORT=$((first + i)) "$node" --max-semi-space-size="$SEMI_SPACE_MB" build/server.js ./build/index.js &
  pids="$pids $!"
  i=$((i + 1))
done
echo "portal: $count processes on ports $first-$((first + count - 1)), $("$node" --version) ($node)"
# The first process to stop stops the rest, and the script ends only when they have all ended: a restart then
# finds every port free. `wait -n` answers with the stopped process's status, which `set -e` would take for the
# script's own failure and exit on at once, leaving the others running on their ports (docs/decisions/045).
status=0
wait -n || status=$?
echo "portal: a process stopped (status $status); stopping the others" >&2
stop
wait || true
exit 1
