#!/usr/bin/env bash
# Γ(1/3) to 10,000 digits from the release CLI against Arb's, committed in
# Tests/CalcKitTests/Fixtures/gamma-one-third-10000.txt by scripts/make-gamma-high-vectors.py
# (too slow for the debug test suite, which checks 2,000 and 3,100 digits).
#
#   swift build -c release --product calc && bash scripts/check-gamma-10000.sh
set -euo pipefail
cd "$(dirname "$0")/.."
calc="${1:-.build/release/calc}"
expected="Tests/CalcKitTests/Fixtures/gamma-one-third-10000.txt"
start=$(date +%s.%N)
actual=$("$calc" --precision 10000 "gamma(1/3)")
end=$(date +%s.%N)
if [[ "$actual" == "$(cat "$expected")" ]]; then
  echo "gamma(1/3) at 10000 digits: equal to Arb's ($(echo "$end - $start" | bc) s)"
else
  echo "gamma(1/3) at 10000 digits: DIFFERS from Arb's" >&2
  exit 1
fi
