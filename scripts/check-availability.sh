#!/usr/bin/env bash
# Which Apple OS versions CalcKit (and BigInt under it) really needs, found on Linux.
#
# Every declaration CalcKit's source refers to is read from the index store of a debug
# build (`swift build` writes it under .build/.../debug/index); each is looked up in the
# symbol graphs of the toolchain's Swift, _Concurrency, _StringProcessing, Synchronization
# and Foundation modules, whose `@available(macOS …, iOS …, …)` attributes are the ones
# the stdlib's `SwiftStdlib 5.x/6.x` availability macros expand to (swift-foundation
# carries Foundation's Apple availability too). The newest version per platform is what
# Package.swift's `platforms:` must be at least. README.md ("Platforms") says what this
# cannot see.
#
#   scripts/check-availability.sh [module ...]     (default: CalcKit CalcNumber BigInt)
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@"); [ ${#modules[@]} -gt 0 ] || modules=(CalcKit CalcNumber BigInt)
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
work=.build/availability
mkdir -p "$work/symbols"
swift build --target CalcKit >/dev/null
store=$(swift build --show-bin-path)/index/store
[ -d "$store" ] || { echo "no index store at $store" >&2; exit 1; }
clang -I"$toolchain/local/include" -I"$toolchain/include" scripts/availability/index-references.c \
  -L"$toolchain/lib" -lIndexStore -Wl,-rpath,"$toolchain/lib" -o "$work/index-references"
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
for m in Swift _Concurrency _StringProcessing Synchronization Foundation FoundationEssentials FoundationInternationalization; do
  [ -s "$work/symbols/$m.symbols.json" ] ||
    swift-symbolgraph-extract -module-name "$m" -target "$triple" -minimum-access-level public \
      -output-dir "$work/symbols" 2>/dev/null || true
done
for m in "${modules[@]}"; do
  "$work/index-references" "$store" "$m" > "$work/$m.references.tsv"
done
python3 - "$work" "${modules[@]}" <<'PY'
import collections, glob, json, os, sys
work, modules = sys.argv[1], sys.argv[2:]
platforms = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")
available = {}
for path in glob.glob(os.path.join(work, "symbols", "*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        introduced = {a["domain"]: a["introduced"] for a in symbol.get("availability", [])
                      if a.get("domain") in platforms and "introduced" in a}
        if introduced:
            available[symbol["identifier"]["precise"]] = (introduced, ".".join(symbol["pathComponents"]))
def version(v): return (v.get("major", 0), v.get("minor", 0), v.get("patch", 0))
def text(v): return ".".join(map(str, v[:2] if v[2] == 0 else v))
for module in modules:
    uses = collections.defaultdict(set)
    for line in open(os.path.join(work, f"{module}.references.tsv")):
        usr, _, where = line.rstrip("\n").split("\t")
        uses[usr].add(os.path.relpath(where))
    needed = {p: (0, 0, 0) for p in platforms}
    rows = []
    for usr, places in uses.items():
        if usr not in available: continue
        introduced, name = available[usr]
        for p, v in introduced.items(): needed[p] = max(needed[p], version(v))
        rows.append((version(introduced.get("macOS", {})), name, introduced, sorted(places)))
    print(f"== {module}: {len(uses)} declarations referenced, {len(rows)} with Apple availability")
    for mac, name, introduced, places in sorted(rows, reverse=True)[:40]:
        print(f"  macOS {text(mac)}  {name}  ({len(places)} places, e.g. {places[0]})")
    print("  needs at least: " + ", ".join(f"{p} {text(needed[p])}" for p in platforms))
PY
