#!/usr/bin/env bash
# Compares calc with `bc -l` on this machine, side by side in one run:
#   1. one-shot latency: `calc 123+456*2` against `bc -l` reading 123+456*2 from a file
#      (as `echo "123+456*2" | bc -l` does, without the shell and the pipe);
#   2. batch throughput: `calc < corpus` against `bc -l < corpus`, on a 100,000-line corpus
#      from scripts/make-corpus.py (fixed seed);
# and checks calc's batch output for a sample of the corpus against Python's fractions.
# Prints the medians and the ratios (one-shot: calc time / bc time, lower is better;
# batch: calc lines/s / bc lines/s, higher is better) and whether issue 7's targets hold.
#
# Usage: scripts/compare-bc.sh [--quick]   (--quick: fewer runs, for a smoke test)
# Needs hyperfine (installed with apt-get when missing), bc and python3. Builds calc with
# `make build`, the same fast release build `make install` uses.
set -euo pipefail
cd "$(dirname "$0")/.."

oneshot_runs=300 batch_runs=10
if [ "${1:-}" = "--quick" ]; then oneshot_runs=50 batch_runs=3; fi

install_missing() {
  local need=()
  command -v hyperfine >/dev/null 2>&1 || need+=(hyperfine)
  command -v bc >/dev/null 2>&1 || need+=(bc)
  ((${#need[@]})) || return 0
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "compare-bc: installing ${need[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
}
install_missing

make -s build >/dev/null
calc="$PWD/.build/release/calc"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
corpus="$work/corpus.txt"
python3 scripts/make-corpus.py "$corpus"
lines=$(wc -l <"$corpus")

echo "compare-bc: $(date -u '+%Y-%m-%d %H:%M:%S UTC'), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "calc: $calc ($(du -h "$calc" | cut -f1)); bc: $(bc --version | head -1)"
echo

# Both programs are started directly, without a shell (-N: a shell's own start-up would
# be most of a one-shot's time, and hyperfine cannot subtract it precisely below 5 ms).
# bc reads the expression from a file, then its standard input, which hyperfine closes.
echo '123+456*2' >"$work/oneshot.bc"
hyperfine --style basic -N --warmup 20 --runs "$oneshot_runs" --export-json "$work/oneshot.json" \
  -n calc "$calc 123+456*2" \
  -n bc "bc -l $work/oneshot.bc"
echo
# calc exits 1 because the corpus divides by zero on some lines (-i): that is expected.
hyperfine --style basic -i --warmup 2 --runs "$batch_runs" --export-json "$work/batch.json" \
  -n calc "$calc < $corpus > /dev/null 2>&1" \
  -n bc "bc -l < $corpus > /dev/null 2>&1"
echo

# Every digit right: calc's output on the corpus against exact values (division-by-zero
# lines must fail, and be empty).
"$calc" <"$corpus" >"$work/calc.out" 2>/dev/null || true
check_status=0
python3 scripts/make-corpus.py "$corpus" --check "$work/calc.out" || check_status=$?

python3 - "$work/oneshot.json" "$work/batch.json" "$lines" "$check_status" <<'EOF'
import json, sys
oneshot = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
batch = {r["command"]: r for r in json.load(open(sys.argv[2]))["results"]}
lines = int(sys.argv[3]); digits_ok = sys.argv[4] == "0"
ms = lambda r: r["median"] * 1000
one = ms(oneshot["calc"]) / ms(oneshot["bc"])
calc_rate = lines / batch["calc"]["median"]; bc_rate = lines / batch["bc"]["median"]
rate = calc_rate / bc_rate
print()
print(f"one-shot median: calc {ms(oneshot['calc']):.2f} ms, bc {ms(oneshot['bc']):.2f} ms;"
      f" ratio calc/bc {one:.2f} (target <= 1.2: {'met' if one <= 1.2 else 'NOT met'})")
print(f"batch median ({lines} lines): calc {ms(batch['calc']):.0f} ms = {calc_rate:,.0f} lines/s,"
      f" bc {ms(batch['bc']):.0f} ms = {bc_rate:,.0f} lines/s;"
      f" ratio of lines/s calc/bc {rate:.2f} (target >= 2: {'met' if rate >= 2 else 'NOT met'})")
print(f"digits: {'every checked line right' if digits_ok else 'WRONG digits, see above'}")
sys.exit(0 if digits_ok else 1)
EOF
