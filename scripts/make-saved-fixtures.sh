#!/usr/bin/env bash
# Writes the files older versions of calc saved, with real builds of those versions, into
# Tests/calcUnitTests/Fixtures (or the directory given): the fixtures SavedFormatTests reads
# to check that today's calc reads every form it ever wrote (issue 25).
#
#   session-v1-A.json  the REPL's first form (bde234d, 2026-11-23, the last first-parent
#                      commit before the merge of functions): settings, width, variables, ans
#   session-v1-B.json  with `functions` (2b2a19f, 2026-11-23, the last before the merge e1f95f4)
#   session-v1-C.json  with `definitions` (9c2e07a, 2026-11-23, the last before f161d4d);
#                      session-v1.json, with `currencies`, is written by SessionFileTests'
#                      calc of today and is not touched here
#   history-v1.txt     the history before format versions (A's session; B's and C's
#                      sessions are checked to write the same form)
#   rates-v1.json      the rates cache (d77c7cd, 2026-11-23, where it was added:
#                      `--update-rates` from the ECB files of 2017-03-08 and 2017-03-03
#                      served on 127.0.0.1:$RATES_PORT, 48317 unless set)
#   history-v2.txt     the history as today's calc writes it (the checkout's HEAD, built in
#                      a worktree of its own: uncommitted changes play no part)
#   typed-lines.json   the lines typed for each session fixture
#
# Each commit is built (debug, `swift build --product calc`) in a temporary git worktree,
# one at a time, and driven in a pseudo-terminal by scripts/drive-repl.py with HOME,
# XDG_STATE_HOME and XDG_CACHE_HOME fresh, TERM=xterm, 80 columns.
# Takes about 7 minutes on 2 cores (measured 2026-11-27: 417 s wall, the five builds 65-108 s
# each, the sessions seconds) with SwiftPM's dependency cache warm; longer if it must fetch.
#
# Usage: scripts/make-saved-fixtures.sh [OUT_DIR]
set -euo pipefail
shopt -s inherit_errexit
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/Tests/calcUnitTests/Fixtures}
mkdir -p "$out"
out=$(cd "$out" && pwd)
port=${RATES_PORT:-48317}
work=$(mktemp -d)
server=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  for w in "$work"/src-*; do [ -d "$w" ] && git -C "$root" worktree remove --force "$w"; done
  rm -rf "$work"
}
trap cleanup EXIT
start=$SECONDS

commit_A=bde234d # last first-parent commit before 539901a, the merge that brought 4f51f21 (functions)
commit_B=2b2a19f # last first-parent commit before e1f95f4 (definitions)
commit_C=9c2e07a # last first-parent commit before f161d4d (currencies)
commit_R=d77c7cd # the rates cache's first commit (merged by 2365002)
commit_now=$(git -C "$root" rev-parse --short HEAD)

# `mean` is built in from B on ("'mean' is a function and cannot be assigned"), so B and C
# assign `gamma`, which is built in today but not then; `avg` is built in today only.
settings=(":precision 50" ":rounding half-up" ":degrees" ":width 60")
values=("y = 7" "r = sqrt(2)" "big = 3^300/7" "n = -0.125")
functions=("f(x) = x^2 + 1" "avg(a, b) = (a + b)/2")
lines_A=("${settings[@]}" "mean = 5" "${values[@]}" "1/3")
lines_B=("${settings[@]}" "gamma = 5" "${values[@]}" "${functions[@]}" "1/3")

say() { echo "make-saved-fixtures: $*" >&2; }

build() { # NAME COMMIT: builds calc at COMMIT in a new worktree, prints the binary's path
  local src="$work/src-$1" t=$SECONDS
  git -C "$root" worktree add -q --detach "$src" "$2"
  (cd "$src" && swift build --product calc >"$work/build-$1.log" 2>&1) || { cat "$work/build-$1.log" >&2; exit 1; }
  say "built $2 ($1) in $((SECONDS - t)) s"
  echo "$src/.build/debug/calc"
}

session() { # NAME CALC LINES...: one session in fresh directories; prints its state directory
  local name=$1 calc=$2; shift 2
  local state="$work/state-$name" cache="$work/cache-$name"
  mkdir -p "$state" "$cache"
  python3 "$root/scripts/drive-repl.py" "$calc" "$state" "$cache" "$@" >&2
  echo "$state/calc"
}

same_history() { # NAME FILE LINES...: says whether FILE is LINES, one a line, and nothing else
  local name=$1 file=$2; shift 2
  if cmp -s "$file" <(printf '%s\n' "$@"); then
    say "$name's history is the lines typed, one a line, no header (the form of history-v1.txt)"
  else
    say "WARNING: $name's history differs in form from the lines typed; it may need a fixture of its own"
  fi
}

json_lines() { python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "$@"; }

calc_A=$(build A "$commit_A")
dir=$(session A "$calc_A" "${lines_A[@]}")
cp "$dir/session.json" "$out/session-v1-A.json"
cp "$dir/history" "$out/history-v1.txt"
same_history A "$dir/history" "${lines_A[@]}"

calc_B=$(build B "$commit_B")
dir=$(session B "$calc_B" "${lines_B[@]}")
cp "$dir/session.json" "$out/session-v1-B.json"
same_history B "$dir/history" "${lines_B[@]}"

calc_C=$(build C "$commit_C")
dir=$(session C "$calc_C" "${lines_B[@]}")
cp "$dir/session.json" "$out/session-v1-C.json"
same_history C "$dir/history" "${lines_B[@]}"

# The rates cache, fetched by the first calc that had one from the ECB files the tests
# serve (the daily file of 2017-03-08 and the 90-day history ending 2017-03-03, under the
# ECB's own names). The port is fixed so that the cache's `source` is the same each run.
calc_R=$(build R "$commit_R")
ecb="$work/ecb"
mkdir -p "$ecb" "$work/home-R" "$work/state-R" "$work/cache-R"
cp "$root/Tests/CalcKitTests/Fixtures/ecb/eurofxref-daily-2017-03-08.xml" "$ecb/eurofxref-daily.xml"
cp "$root/Tests/CalcKitTests/Fixtures/ecb/eurofxref-hist-90d-2017-03-03.xml" "$ecb/eurofxref-hist-90d.xml"
python3 "$root/scripts/rates-server.py" "$ecb" "$port" >"$work/port" 2>"$work/server.log" &
server=$!
for _ in $(seq 100); do [ -s "$work/port" ] && break; kill -0 $server 2>/dev/null || break; sleep 0.1; done
[ -s "$work/port" ] || { cat "$work/server.log" >&2; say "the rates server did not start on port $port (set RATES_PORT)"; exit 1; }
env -i PATH="$PATH" LANG=C.UTF-8 TERM=xterm COLUMNS=80 \
  HOME="$work/home-R" XDG_STATE_HOME="$work/state-R" XDG_CACHE_HOME="$work/cache-R" \
  CALC_RATES_URL="http://127.0.0.1:$port/eurofxref-daily.xml" \
  CALC_RATES_HISTORY_URL="http://127.0.0.1:$port/eurofxref-hist-90d.xml" \
  "$calc_R" --update-rates >&2
cp "$work/cache-R/calc/rates.json" "$out/rates-v1.json"
kill $server
server=

# Today's history form: the same lines as A's, typed into HEAD's calc (which refuses
# `mean = 5`, and keeps it in the history all the same).
calc_now=$(build now "$commit_now")
dir=$(DRIVE_REPL_ALLOW_ERRORS=1 session now "$calc_now" "${lines_A[@]}")
cp "$dir/history" "$out/history-v2.txt"

python3 - "$out/typed-lines.json" "$(json_lines "${lines_A[@]}")" "$(json_lines "${lines_B[@]}")" <<'PY'
import json, sys
path, a, b = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
lines = {"session-v1-A.json": a, "session-v1-B.json": b, "session-v1-C.json": b}
open(path, "w").write(json.dumps(lines, indent=2, sort_keys=True) + "\n")
PY
say "wrote session-v1-A.json session-v1-B.json session-v1-C.json history-v1.txt rates-v1.json history-v2.txt typed-lines.json into $out"
say "took $((SECONDS - start)) s"
