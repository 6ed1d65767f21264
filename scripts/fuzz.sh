#!/usr/bin/env bash
# Fuzzes CalcKit's parse, evaluate and format with libFuzzer for a fixed budget.
#
#   scripts/fuzz.sh            # 120 seconds
#   scripts/fuzz.sh 600        # ten minutes
#   scripts/fuzz.sh 0 FILE…    # replay saved inputs, uninstrumented: settings, outcome, time
#
# One process (libFuzzer's default; no -jobs/-workers, which would fork). A crash, an
# input over FUZZ_RSS_MB of memory (default 2048) or over FUZZ_TIMEOUT seconds (default
# 5) fails the run at once. The fuzzer's instrumentation makes CalcKit's big-number loops
# about 4 times slower, so inputs over 1 s under it are kept as slow-unit-… and replayed
# uninstrumented at the end (Fuzz/.build/release/Replay): one that takes over 2 s there
# fails the run too. Every such input is kept under Fuzz/crashes/ (crash-…, timeout-…,
# oom-…, slow-unit-…).
#
# Inputs found along the way go to Fuzz/.corpus-run/ (not committed); the seeds in
# Fuzz/corpus/ and the dictionary Fuzz/calc.dict are.
set -euo pipefail

seconds="${1:-120}"
shift || true
root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz="$root/Fuzz"
binary="$fuzz/.build-fuzz/release/CalcFuzz"

echo "fuzz: building CalcFuzz (release, -sanitize=fuzzer)" >&2
swift build --package-path "$fuzz" --scratch-path "$fuzz/.build-fuzz" -c release --product CalcFuzz \
  -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc -use-ld=lld \
  2>&1 | grep -E "error|Compiling|Build" >&2 || true
[ -x "$binary" ] || { echo "fuzz: build failed" >&2; exit 2; }
echo "fuzz: building Replay (release, uninstrumented)" >&2
swift build --package-path "$fuzz" -c release --product Replay 2>&1 | grep -E "error|Build" >&2 || true
replay="$fuzz/.build/release/Replay"

if [ "$seconds" = 0 ]; then
  exec "$replay" "$@"
fi

mkdir -p "$fuzz/crashes" "$fuzz/.corpus-run"
log="$fuzz/crashes/last-run.log"
status=0
"$binary" "$fuzz/.corpus-run" "$fuzz/corpus" \
  -dict="$fuzz/calc.dict" \
  -max_total_time="$seconds" \
  -max_len="${FUZZ_MAX_LEN:-4096}" \
  -timeout="${FUZZ_TIMEOUT:-5}" \
  -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
  -malloc_limit_mb="${FUZZ_RSS_MB:-2048}" \
  -report_slow_units=1 \
  -artifact_prefix="$fuzz/crashes/" \
  -print_final_stats=1 \
  2>"$log" || status=$?
grep -E "^#[0-9]+ +(INITED|DONE)|stat::|Done [0-9]+ runs|ERROR|SUMMARY|Test unit written|Slow unit" "$log" >&2 || true
if [ "$status" -ne 0 ]; then
  echo "fuzz: FAILED (exit $status); input kept in Fuzz/crashes/, log in $log" >&2
  exit "$status"
fi
shopt -s nullglob
slow=("$fuzz"/crashes/slow-unit-*)
if ((${#slow[@]})); then
  echo "fuzz: replaying ${#slow[@]} slow input(s) uninstrumented" >&2
  if ! "$replay" "${slow[@]}" >"$fuzz/crashes/slow-replay.log"; then
    grep -B3 -E "^time: ([2-9][0-9]{3}|[0-9]{5,}) ms" "$fuzz/crashes/slow-replay.log" >&2 || true
    echo "fuzz: FAILED: an input takes over 2 s uninstrumented (Fuzz/crashes/slow-replay.log)" >&2
    exit 3
  fi
fi
echo "fuzz: no crash, timeout or out-of-memory in ${seconds}s (log: $log)" >&2
