#!/usr/bin/env bash
# Evaluates a million random expressions in one Calculator session (release build) and
# checks that memory stays flat: RSS is sampled every 100,000 (after malloc_trim, so it
# counts what the program holds rather than the free pages glibc keeps: Fuzz/README.md)
# and may grow at most 4 MiB after the first sample. Exits non-zero when it grows more.
#
#   scripts/soak.sh                 # 1,000,000 expressions, seed 42
#   scripts/soak.sh 200000 7        # count, seed
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
echo "soak: building Soak (release)" >&2
swift build --package-path "$root/Fuzz" -c release --product Soak 2>&1 | grep -E "error|Build" >&2 || true
exec "$root/Fuzz/.build/release/Soak" "${1:-1000000}" "${2:-42}"
