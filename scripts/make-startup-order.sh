#!/usr/bin/env bash
# Writes scripts/startup-order.txt: the functions a short run of calc executes, which the
# static release link (the Makefile's STATIC_FLAGS) places side by side at the start of the
# binary's code with gold's --section-ordering-file.
#
# Why: a one-shot `calc 123+456*2` does about 250,000 instructions of work but, in a
# 15 MB static binary, its code is spread over some 80 regions of 64 KB, and the kernel
# takes a page fault for each (about 6 us each on the 2-core virtual machine the
# benchmarks ran on): most of calc's start-up time. With the functions it runs placed
# together it takes about 103 faults instead of 139 (Benchmarks/README.md has the figures).
#
# The list only orders code: a stale list (functions renamed since) costs some of the gain,
# never correctness, and the linker skips names it does not find. Run this again after
# large changes to what one-shot evaluation calls.
#
# Usage: scripts/make-startup-order.sh [CALC]
#   CALC  a calc built with function sections (default: .build/release/calc as `make build`
#         leaves it). Needs valgrind.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
calc="${1:-$root/.build/release/calc}"
out="$root/scripts/startup-order.txt"
command -v valgrind >/dev/null || { echo "make-startup-order: needs valgrind" >&2; exit 1; }
[ -x "$calc" ] || { echo "make-startup-order: no calc at $calc (make build first)" >&2; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# valgrind does not read the DWARF 5 Swift emits; the symbol table is all it needs.
cp "$calc" "$tmp/calc"
strip --strip-debug "$tmp/calc"

# Each run's functions, in callgrind's order of first mention, the first run's first.
# callgrind writes a name once, on the first `fn=(id) name` or `cfn=(id) name` line, and
# marks recursion with a 'N suffix.
functions() {
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$tmp/out" "$@" >/dev/null 2>&1 || true
  grep -E "^c?fn=\([0-9]+\) " "$tmp/out" | sed -E "s/^c?fn=\([0-9]+\) //; s/'[0-9]+$//"
}
{
  functions "$tmp/calc" '123+456*2'
  functions "$tmp/calc" '1/3'
  functions "$tmp/calc" '2^100'
  functions "$tmp/calc" 'sin(1)'
  functions "$tmp/calc" 'sqrt(2)+ln(3)'
  functions "$tmp/calc" --precision 50 pi
  printf '1+2\nx = 3\nx*2\n' > "$tmp/lines"
  functions "$tmp/calc" < "$tmp/lines"
} | grep -v '^0x' | awk '!seen[$0]++' | sed 's/^/.text./' > "$tmp/order"

{
  echo "# Made by scripts/make-startup-order.sh; read by the static link (Makefile STATIC_FLAGS)."
  cat "$tmp/order"
} > "$out"
echo "make-startup-order: $(($(wc -l < "$out") - 1)) functions in $out"
