#!/usr/bin/env bash
# Writes the files older versions of calc saved, with real builds of those versions, into
# Tests/calcUnitTests/Fixtures (or the directory given): the fixtures SavedFormatTests reads
# to check that today's calc reads every form it ever wrote (issue 25).
#
#   session-v1-A.json  the REPL's first form (bde234d, 2026-11-23): settings, variables, ans
#   session-v1-B.json  with `functions` (2b2a19f, 2026-11-23)
#   session-v1-C.json  with `definitions` (9c2e07a, 2026-11-23); session-v1.json, with
#                      `currencies`, is written by SessionFileTests' calc of today
#   history-v1.txt     the history before format versions (bde234d's session A)
#   rates-v1.json      the rates cache (2b2a19f, `--update-rates` from the 2017-03-08 ECB
#                      files served on 127.0.0.1)
#   history-v2.txt     the history as today's calc writes it (the checkout's own calc)
#   typed-lines.json   the lines typed for each session fixture
#
# Each old commit is built (debug) in a temporary git worktree and driven in a
# pseudo-terminal by scripts/drive-repl.py. About 15 minutes on 2 cores (three builds).
#
# Usage: scripts/make-saved-fixtures.sh [OUT_DIR]
set -euo pipefail
shopt -s inherit_errexit
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/Tests/calcUnitTests/Fixtures}
mkdir -p "$out"
work=$(mktemp -d)
trap 'for w in "$work"/src-*; do [ -d "$w" ] && git -C "$root" worktree remove --force "$w"; done; kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
server=

# Names built in since: `mean` after A (B's calc refuses it), `gamma` and `avg` after C.
settings=(":precision 50" ":rounding half-up" ":degrees")
values=("y = 7" "r = sqrt(2)" "big = 3^300/7" "n = -0.125")
functions=("f(x) = x^2 + 1" "avg(a, b) = (a + b)/2")
lines_A=("${settings[@]}" "mean = 5" "${values[@]}" "1/3")
lines_B=("${settings[@]}" "gamma = 5" "${values[@]}" "${functions[@]}" "1/3")

build() { # NAME COMMIT: builds calc at COMMIT, prints its path
  local src="$work/src-$1"
  git -C "$root" worktree add -q --detach "$src" "$2"
  (cd "$src" && swift build --product calc >"$work/build-$1.log" 2>&1) || { cat "$work/build-$1.log" >&2; exit 1; }
  echo "$src/.build/debug/calc"
}

session() { # NAME CALC LINES...: one session in fresh directories; prints its state directory
  local name=$1 calc=$2; shift 2
  local state="$work/state-$name" cache="$work/cache-$name"
  mkdir -p "$state" "$cache"
  python3 "$root/scripts/drive-repl.py" "$calc" "$state" "$cache" "$@" >&2
  echo "$state/calc"
}

json_lines() { python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "$@"; }

calc_A=$(build A bde234d)
dir=$(session A "$calc_A" "${lines_A[@]}")
cp "$dir/session.json" "$out/session-v1-A.json"
cp "$dir/history" "$out/history-v1.txt"

calc_B=$(build B 2b2a19f)
dir=$(session B "$calc_B" "${lines_B[@]}")
cp "$dir/session.json" "$out/session-v1-B.json"
cmp -s "$dir/history" <(printf '%s\n' "${lines_B[@]}") || echo "make-saved-fixtures: B's history differs in form from A's" >&2

# The rates cache, fetched by B's calc from the ECB files of 2017-03-08 served here.
ecb="$work/ecb"; mkdir -p "$ecb"
cp "$root/Tests/CalcKitTests/Fixtures/ecb/eurofxref-daily-2017-03-08.xml" "$ecb/eurofxref-daily.xml"
cp "$root/Tests/CalcKitTests/Fixtures/ecb/eurofxref-hist-90d-2017-03-03.xml" "$ecb/eurofxref-hist-90d.xml"
python3 "$root/scripts/rates-server.py" "$ecb" >"$work/port" 2>/dev/null &
server=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
port=$(head -1 "$work/port")
mkdir -p "$work/rates-cache"
XDG_CACHE_HOME="$work/rates-cache" HOME="$work" CALC_RATES_URL="http://127.0.0.1:$port/eurofxref-daily.xml" \
  "$calc_B" --update-rates >&2
cp "$work/rates-cache/calc/rates.json" "$out/rates-v1.json"

calc_C=$(build C 9c2e07a)
dir=$(session C "$calc_C" "${lines_B[@]}")
cp "$dir/session.json" "$out/session-v1-C.json"

# Today's history form: the same lines as A's, typed into this checkout's calc (which
# refuses `mean = 5`, and keeps it in the history all the same).
(cd "$root" && swift build --product calc >"$work/build-now.log" 2>&1)
dir=$(DRIVE_REPL_ALLOW_ERRORS=1 session now "$root/.build/debug/calc" "${lines_A[@]}")
cp "$dir/history" "$out/history-v2.txt"

python3 - "$out/typed-lines.json" "$(json_lines "${lines_A[@]}")" "$(json_lines "${lines_B[@]}")" <<'PY'
import json, sys
path, a, b = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
lines = {"session-v1-A.json": a, "session-v1-B.json": b, "session-v1-C.json": b}
open(path, "w").write(json.dumps(lines, indent=2, sort_keys=True) + "\n")
PY
echo "make-saved-fixtures: wrote $(ls "$out" | tr '\n' ' ')" >&2
