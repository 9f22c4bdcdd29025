#!/usr/bin/env bash
# Scans a running portal with wapiti (Debian: apt-get install -y wapiti). Not part of `npm test`.
#   scripts/scan.sh [portal URL] [report dir]     e.g. after `PORT=3618 npm start` (demo data)
# Crawls from the catalogue within /center/, runs wapiti's default modules for a bounded time and writes a
# JSON report. Without a session it scans the public pages; set SCAN_COOKIE='api_token=…' to scan as a learner.
set -euo pipefail
url="${1:-http://localhost:3000}"
out="${2:-scan-report}"
minutes="${SCAN_MINUTES:-4}"
command -v wapiti >/dev/null || { echo "wapiti is not installed (Debian: apt-get install -y wapiti)" >&2; exit 2; }
mkdir -p "$out"
extra=()
if [ -n "${SCAN_COOKIE:-}" ]; then extra+=(--header "Cookie: ${SCAN_COOKIE}"); fi
wapiti -u "${url}/center/school/class" --scope folder --flush-session \
  --max-scan-time "$((minutes * 60))" --max-links-per-page 40 -d 3 \
  -f json -o "$out/wapiti.json" "${extra[@]}" -v 1 || true
echo "report: $out/wapiti.json"
