#!/usr/bin/env bash
# One profiled server process (WEB_CONCURRENCY=1, node --cpu-prof) of CHECKOUT under the shared load script (orders or
# purchases), production settings as in ../shared/perf/orders-vs-pgbench.sh, on a fresh database. Prints the load's
# result, statements per request, CPU per request of Node and of PostgreSQL's backends, and the profile's categories
# for the load window only.
#   bench/profile/run.sh CHECKOUT orders|purchases [VAR=value …]     (PERF_PORT, default 3905; OUT, a directory)
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CHECKOUT="$(cd "${1:?checkout}" && pwd)"; LOAD="${2:?orders|purchases}"; shift 2
SHARED="${SHARED:-/work/shared/perf}"
PGURL="${PGURL:-postgres://postgres@127.0.0.1:5432}"
PORT="${PERF_PORT:-3905}"; C="${CONNECTIONS:-32}"; S="${SECONDS_EACH:-15}"
OUT="${OUT:-$(mktemp -d -t perf-prof.XXXXXX)}"; mkdir -p "$OUT"
DB="perfprof_$(date +%s%N | cut -c1-13)"
psql "$PGURL/postgres" -qc "create database $DB" || exit 1
PID=""
cleanup() { [ -n "$PID" ] && kill -TERM "$PID" 2>/dev/null; sleep 1; psql "$PGURL/postgres" -qc "drop database if exists $DB with (force)" >/dev/null 2>&1; }
trap cleanup EXIT
# The shared load script, with the load window marked (monotonic µs, CPU ticks, statement counts) on stderr.
SCRIPT="$CHECKOUT/.perf-$LOAD-load.mjs"
if [ "$LOAD" = orders ]; then src="$SHARED/orders-load.mjs"; start='const result = await autocannon('; end='const non2xx ='; else src="$SHARED/purchase-load.mjs"; start='await Promise.all(tokens.map'; end='lat.sort('; fi
node -e '
const fs = require("fs"); const [src, dst, start, end] = process.argv.slice(1);
const mark = (name) => `{ const { execFileSync } = await import("node:child_process"); process.kill(Number(process.env.SERVER_PID), "SIGUSR2"); console.error("${name}", String(process.hrtime.bigint() / 1000n), execFileSync("bash", [process.env.CPU_SH, process.env.DB, process.env.SERVER_PID]).toString().trim()); }\n`;
let s = fs.readFileSync(src, "utf8");
s = s.replace(start, mark("MARK_START") + start).replace(end, mark("MARK_END") + end);
fs.writeFileSync(dst, s);' "$src" "$SCRIPT" "$start" "$end"
(cd "$CHECKOUT/apps/server" && exec env NODE_ENV=production JWT_SECRET="perf-secret-$(date +%s%N)-0123456789abcdef" RATE_LIMIT_REGISTER=100000 RATE_LIMIT_LOGIN=100000 RATE_LIMIT_ORDERS=100000000 UNVERIFIED_ORDER_LIMIT=100000000 PAYMENTS_SANDBOX=true HSTS=false DATABASE_URL="$PGURL/$DB" PORT="$PORT" HOST=127.0.0.1 WEB_CONCURRENCY=1 WEB_DIST=/nonexistent-web-dist "$@" node --cpu-prof --cpu-prof-dir="$OUT" --import "$HERE/count-queries.mjs" --import tsx src/server.ts) >"$OUT/server.log" 2>"$OUT/server.err" &
PID=$!
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break; sleep 0.5; done
curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null || { echo "server not healthy"; tail -5 "$OUT/server.err" "$OUT/server.log"; exit 1; }
RESULT=$(cd "$CHECKOUT" && SERVER_PID=$PID CPU_SH="$HERE/cpu.sh" DB=$DB VERIFY_DB_URL="$PGURL/$DB" BASE_URL="http://127.0.0.1:$PORT" CONNECTIONS="$C" SECONDS="$S" node "$SCRIPT" 2>"$OUT/marks.txt" | tail -1)
sleep 0.5
kill -TERM "$PID"; wait "$PID" 2>/dev/null; PID=""
rm -f "$SCRIPT"
echo "$RESULT"
N=$(echo "$RESULT" | sed -nE 's/^orders: ([0-9]+) req\/s.*/\1/p; s/^purchases: ([0-9]+)\/s.*/\1/p')
read -r T0 N0 P0 < <(awk '/^MARK_START/{for(i=1;i<=NF;i++){if($i~/^node=/)n=substr($i,6); if($i~/^pg=/)p=substr($i,4)}; print $2, n, p}' "$OUT/marks.txt")
read -r T1 N1 P1 < <(awk '/^MARK_END/{for(i=1;i<=NF;i++){if($i~/^node=/)n=substr($i,6); if($i~/^pg=/)p=substr($i,4)}; print $2, n, p}' "$OUT/marks.txt")
Q0=$(awk '/^STATEMENTS/{print $3}' "$OUT/server.err" | sed -n 1p); Q1=$(awk '/^STATEMENTS/{print $3}' "$OUT/server.err" | sed -n 2p)
grep POOL "$OUT/server.err"
grep MARK "$OUT/marks.txt" | sed -E 's/^(MARK_[A-Z]+) [0-9]+ /\1 /'
awk -v n="$N" -v s="$S" -v t0="$T0" -v t1="$T1" -v n0="$N0" -v n1="$N1" -v p0="$P0" -v p1="$P1" -v q0="$Q0" -v q1="$Q1" 'BEGIN{
  secs=(t1-t0)/1e6; done=n*s;
  printf "window %.1f s, %d done; statements per request/purchase %.2f; CPU per request/purchase: node %.3f ms, postgres %.3f ms\n", secs, done, (q1-q0)/done, (n1-n0)*10/done, (p1-p0)*10/done }'
PROF=$(ls -S "$OUT"/*.cpuprofile | head -1)
node "$HERE/categorise.mjs" "$PROF" "$T0" "$T1"
echo "profile: $PROF"
