#!/usr/bin/env bash
# Fuzzes CalcKit's parse, evaluate and format with libFuzzer for a fixed budget.
#
#   scripts/fuzz.sh                     # 120 seconds
#   scripts/fuzz.sh 600                 # ten minutes
#   FUZZ_KEEP_GOING=1 scripts/fuzz.sh 3600   # an hour, past every finding (fork mode)
#   scripts/fuzz.sh 0 FILE…             # replay saved inputs, uninstrumented: settings, outcome, time
#   scripts/fuzz.sh min FILE            # minimise a crashing input (Fuzz/README.md)
#
# By default one process (no -jobs/-workers): a crash, an input over FUZZ_RSS_MB of memory
# (default 2048) or over FUZZ_TIMEOUT seconds (default 5) stops the run at once. With
# FUZZ_KEEP_GOING=1 it runs libFuzzer's fork mode with one worker (-fork=1
# -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1): a child that crashes, times out or
# runs out of memory leaves its input and a fresh child goes on, until the time is up.
#
# Either way, every input the run reports is a file under Fuzz/crashes/ (crash-…,
# timeout-…, oom-…, slow-unit-…): the script lists the files this run wrote, and says so
# when libFuzzer names one that is not there. It fails (exit 1) when the run wrote a crash,
# timeout or out-of-memory input, or stopped on one.
#
# The fuzzer's instrumentation makes CalcKit's big-number loops about 4 times slower, so
# inputs over 1 s under it are kept as slow-unit-… and this run's are replayed
# uninstrumented at the end (Fuzz/.build/release/Replay): one that takes over 2 s there
# fails the run too (exit 3).
#
# Swift's backtracer is turned off (SWIFT_BACKTRACE=enable=no): it takes a trap's signal
# before libFuzzer's handler, which then never writes the input it announced.
#
# Inputs found along the way go to Fuzz/.corpus-run/ (not committed); the seeds in
# Fuzz/corpus/ and the dictionary Fuzz/calc.dict are.
set -euo pipefail

seconds="${1:-120}"
shift || true
root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz="$root/Fuzz"
binary="$fuzz/.build-fuzz/release/CalcFuzz"
crashes="$fuzz/crashes"
export SWIFT_BACKTRACE=enable=no

echo "fuzz: building CalcFuzz (release, -sanitize=fuzzer)" >&2
swift build --package-path "$fuzz" --scratch-path "$fuzz/.build-fuzz" -c release --product CalcFuzz \
  -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc -use-ld=lld \
  2>&1 | grep -E "error|Compiling|Build" >&2 || true
[ -x "$binary" ] || { echo "fuzz: build failed" >&2; exit 2; }
replay="$fuzz/.build/release/Replay"
# Built when first needed (a replay, a minimisation, slow inputs at the end), so a long run
# starts fuzzing without waiting for a second release build of CalcKit.
build_replay() {
  echo "fuzz: building Replay (release, uninstrumented)" >&2
  swift build --package-path "$fuzz" -c release --product Replay 2>&1 | grep -E "error|Build" >&2 || true
}

if [ "$seconds" = 0 ]; then
  build_replay
  exec "$replay" "$@"
fi
if [ "$seconds" = min ]; then
  build_replay
  # The smallest input that still fails the same way, in Fuzz/crashes/minimized-….
  input="${1:?usage: scripts/fuzz.sh min FILE}"
  mkdir -p "$crashes"
  out="$crashes/minimized-$(basename "$input")"
  "$binary" -minimize_crash=1 -runs="${FUZZ_MIN_RUNS:-20000}" -max_total_time="${FUZZ_MIN_SECONDS:-120}" \
    -timeout="${FUZZ_TIMEOUT:-5}" -exact_artifact_path="$out" "$input" 2>&1 |
    grep -E "CRASH_MIN|ERROR|Fatal error" >&2 || true
  [ -f "$out" ] || { echo "fuzz: nothing written (does $input still fail?)" >&2; exit 1; }
  echo "fuzz: minimised input in $out ($(wc -c <"$out") bytes):" >&2
  "$replay" "$out" || true
  exit 0
fi

mkdir -p "$crashes" "$fuzz/.corpus-run"
log="$crashes/last-run.log"
marker="$crashes/.run-started"
: >"$marker"
sleep 1  # files written in this run are strictly newer than the marker
mode=()
if [ "${FUZZ_KEEP_GOING:-0}" = 1 ]; then
  mode=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  echo "fuzz: keep-going mode (${mode[*]})" >&2
fi
status=0
# A watchdog: libFuzzer's timeout handler allocates inside the signal handler (it names the
# input with Sha1ToString), and when the alarm lands while the input is in malloc, the
# process deadlocks on malloc's lock and never ends. In fork mode the parent then waits for
# that child forever (seen in a merge child after 2,042 s of a 3,600 s run). So the whole
# run ends at the budget plus FUZZ_GRACE seconds (default 300) whatever happens, and the
# inputs written so far are reported as usual.
# A second watchdog for the same deadlock, which would otherwise cost the rest of the run:
# a libFuzzer child (a fuzzing job or a merge) that uses no CPU time for FUZZ_IDLE seconds
# (default 90; a working child, even on a loaded machine, always gains some) is deadlocked,
# and is killed. The fork-mode parent treats that as a failed job or merge attempt and goes
# on. The parent itself only waits in fork mode, so it is not watched there.
idle_watch() {
  local top="$1" limit="${FUZZ_IDLE:-90}" step=15
  declare -A last since
  while kill -0 "$top" 2>/dev/null; do
    sleep "$step"
    # Every CalcFuzz below the top one (fork mode starts them through sh -c), or the top one.
    local pids="" queue="$top" next
    while [ -n "$queue" ]; do
      next=""
      for pid in $queue; do
        for child in $(pgrep -P "$pid" || true); do
          next="$next $child"
          [ "$(cat "/proc/$child/comm" 2>/dev/null)" = CalcFuzz ] && pids="$pids $child"
        done
      done
      queue="$next"
    done
    [ "${FUZZ_KEEP_GOING:-0}" = 1 ] || pids="$top"
    for pid in $pids; do
      local ticks
      ticks="$(awk '{print $14 + $15}' "/proc/$pid/stat" 2>/dev/null)" || continue
      [ -n "$ticks" ] || continue
      if [ "${last[$pid]:-}" = "$ticks" ]; then
        since[$pid]=$((${since[$pid]:-0} + step))
        if ((since[$pid] >= limit)); then
          echo "fuzz: idle watchdog: process $pid used no CPU for ${since[$pid]} s (deadlocked); killed" >&2
          echo "$(date -u +%T) killed deadlocked process $pid ($(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-200))" >>"$crashes/idle-watchdog.log"
          kill -KILL "$pid" 2>/dev/null || true
        fi
      else
        since[$pid]=0
      fi
      last[$pid]="$ticks"
    done
  done
}
timeout --kill-after=30 "$((seconds + ${FUZZ_GRACE:-300}))" \
"$binary" "$fuzz/.corpus-run" "$fuzz/corpus" \
  "${mode[@]}" \
  -dict="$fuzz/calc.dict" \
  -max_total_time="$seconds" \
  -max_len="${FUZZ_MAX_LEN:-4096}" \
  -timeout="${FUZZ_TIMEOUT:-5}" \
  -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
  -malloc_limit_mb="${FUZZ_RSS_MB:-2048}" \
  -report_slow_units=1 \
  -artifact_prefix="$crashes/" \
  -print_final_stats=1 \
  2>"$log" &
fuzzer=$!
sleep 2
top="$(pgrep -P "$fuzzer" || echo "$fuzzer")"  # timeout's child: the libFuzzer process
idle_watch "$top" &
watcher=$!
wait "$fuzzer" || status=$?
kill "$watcher" 2>/dev/null || true
wait "$watcher" 2>/dev/null || true
grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|^#[0-9]+: cov:|stat::|Done [0-9]+ runs|ERROR|SUMMARY|Test unit written|Slow unit|Slowest unit" "$log" | tail -n 60 >&2 || true

# What this run wrote, and what libFuzzer said it wrote.
shopt -s nullglob
found=()
slow=()
for file in "$crashes"/crash-* "$crashes"/timeout-* "$crashes"/oom-* "$crashes"/leak-* "$crashes"/slow-unit-*; do
  [ "$file" -nt "$marker" ] || continue
  case "$(basename "$file")" in
    slow-unit-*) slow+=("$file") ;;
    *) found+=("$file") ;;
  esac
done
missing=0
while read -r named; do
  [ -n "$named" ] || continue
  if [ ! -f "$named" ]; then
    echo "fuzz: libFuzzer named $named, which was not written" >&2
    missing=1
  fi
done < <(grep -oE "Test unit written to [^ ]+" "$log" | awk '{print $NF}' | sort -u)
for file in "${found[@]}"; do
  echo "fuzz: finding: $file ($(wc -c <"$file") bytes)" >&2
done
for file in "${slow[@]}"; do
  echo "fuzz: slow input: $file" >&2
done

slowfail=0
if ((${#slow[@]})); then
  build_replay
  echo "fuzz: replaying ${#slow[@]} slow input(s) of this run uninstrumented" >&2
  if ! "$replay" "${slow[@]}" >"$crashes/slow-replay.log"; then
    grep -B3 -E "^time: ([2-9][0-9]{3}|[0-9]{5,}) ms" "$crashes/slow-replay.log" >&2 || true
    echo "fuzz: an input takes over 2 s uninstrumented ($crashes/slow-replay.log)" >&2
    slowfail=1
  fi
fi
if [ "$status" = 124 ] || [ "$status" = 137 ]; then
  echo "fuzz: the watchdog ended the run at ${seconds} + ${FUZZ_GRACE:-300} s (a hung libFuzzer process; see the comment above)" >&2
fi
if [ "$status" -ne 0 ] || ((${#found[@]})) || [ "$missing" = 1 ]; then
  echo "fuzz: FAILED (exit $status, ${#found[@]} input(s) kept in Fuzz/crashes/); log in $log" >&2
  echo "fuzz: replay one with scripts/fuzz.sh 0 FILE, minimise it with scripts/fuzz.sh min FILE" >&2
  exit 1
fi
if [ "$slowfail" = 1 ]; then
  echo "fuzz: FAILED: a slow input takes over 2 s uninstrumented" >&2
  exit 3
fi
echo "fuzz: no crash, timeout or out-of-memory in ${seconds}s (log: $log)" >&2
