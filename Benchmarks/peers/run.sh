#!/usr/bin/env bash
# calc against its peers (issue 21): builds calc in release, makes a virtualenv here with
# mpmath, gmpy2 and python-flint, checks for bc, and runs peers.py, which prints one
# Markdown table per group (times and ratios calc / peer) and writes them to results.md.
#
# Usage: Benchmarks/peers/run.sh [--calc PATH] [--static] [peers.py options...]
#   --calc PATH   time this calc binary instead of building one
#   --static      build calc as `make install` does (fully static: about 2 ms to start
#                 instead of 8 ms or more; stripped and without unwind tables), into
#                 .build-static/ (the binary timed is release/calc-installed), instead of the plain
#                 `swift build -c release --product calc`
#   peers.py options: --quick (a smoke test), --timeout S (default 60), --groups 1,2,3,4,
#                 --precisions 38,1000,5000,10000,100000, --no-bc, --out FILE ('-': none)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

calc="" static=0 pass=()
while (($#)); do
  case "$1" in
    --calc) calc="$2"; shift 2 ;;
    --calc=*) calc="${1#--calc=}"; shift ;;
    --static) static=1; shift ;;
    *) pass+=("$1"); shift ;;
  esac
done

if [ -z "$calc" ]; then
  cd "$root"
  if ((static)); then
    echo "peers: building calc (release, fully static) into .build-static/ ..." >&2
    if ! swift build -c release --product calc --scratch-path .build-static \
        -Xswiftc -static-executable -Xlinker -ltinfo -Xlinker -lbsd -Xlinker -lmd \
        -Xswiftc -Xfrontend -Xswiftc -function-sections \
        -Xlinker "--section-ordering-file=$root/scripts/startup-order.txt" >&2; then
      echo "peers: the fully static link failed; linking only Swift's libraries statically" >&2
      swift build -c release --product calc --scratch-path .build-static --static-swift-stdlib >&2
    fi
    # As `make install` leaves it: without the unwind tables (see the Makefile) and
    # stripped, a copy of a third of the size, which the kernel maps faster at start-up.
    calc="$root/.build-static/release/calc-installed"
    cp "$root/.build-static/release/calc" "$calc"
    objcopy --remove-section=.eh_frame --remove-section=.eh_frame_hdr "$calc" 2>/dev/null || true
    strip "$calc" 2>/dev/null || true
  else
    echo "peers: building calc (swift build -c release --product calc) ..." >&2
    swift build -c release --product calc >&2
    calc="$root/.build/release/calc"
  fi
fi
[ -x "$calc" ] || { echo "peers: no calc binary at $calc" >&2; exit 1; }

# The benchmark's own Python packages, in a virtualenv here (gitignored); never the tests'.
venv="$here/.venv"
if ! "$venv/bin/python" -c "import mpmath, gmpy2, flint" >/dev/null 2>&1; then
  echo "peers: making $venv with mpmath, gmpy2 and python-flint ..." >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --upgrade mpmath gmpy2 python-flint >&2
fi

# bc: installed with apt-get when missing and running as root; else its rows say "missing".
if ! command -v bc >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "peers: installing bc ..." >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bc >/dev/null || true
  fi
  command -v bc >/dev/null 2>&1 || { echo "peers: no bc; its rows are left out" >&2; pass+=(--no-bc); }
fi

exec "$venv/bin/python" "$here/peers.py" --calc "$calc" ${pass[@]+"${pass[@]}"}
