#!/usr/bin/env bash
# Checks, on Linux, that what calc's code uses exists on the Apple systems Package.swift
# declares (`platforms:`, e.g. macOS 13 / iOS 16): exits 1 and names each use that needs a
# newer system. Run by `make test`. ARCHITECTURE.md ("Platforms and the availability
# check") says what it cannot see.
#
# The Linux compiler cannot find these uses itself: availability is only enforced when
# compiling for an Apple target, and every type (Int128, Mutex, ...) exists on Linux. So:
#
#  1. Declarations. Every declaration the modules' code refers to is read from the index
#     store of a debug build (`swift build` writes it under .build/.../debug/index) by a
#     small C program on the toolchain's libIndexStore (scripts/availability/
#     index-references.c). Each is looked up in symbol graphs, with their
#     `@available(macOS …, iOS …)` attributes, of the toolchain's Swift, _Concurrency,
#     _StringProcessing, Synchronization and Foundation modules (the stdlib's `SwiftStdlib
#     5.x/6.x` availability macros expanded; swift-foundation carries Foundation's Apple
#     availability) and of the package's dependencies (BigInt, Atomics). A use introduced
#     after the declared floor fails the check.
#  2. Runtime features that are not declarations: metadata of a function type with a typed
#     throw needs the Swift 6.0 runtime (macOS 15, iOS 18). The debug objects are searched
#     for it (`$s…YK…MD`, the cache of such a type's metadata).
#  3. Names in code Linux does not compile (`#if canImport(Darwin)` branches): no line of
#     Sources/ outside comments names Int128, UInt128, Synchronization, Atomic<, Mutex<,
#     InlineArray, Span or RawSpan.
#
#   scripts/check-availability.sh [module ...]
#     (default: CalcKit CalcNumber BigInt Atomics calc ArgumentParser)
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@"); [ ${#modules[@]} -gt 0 ] || modules=(CalcKit CalcNumber BigInt Atomics calc ArgumentParser)
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
work=.build/availability
mkdir -p "$work/symbols"
swift build --target CalcKit >/dev/null
swift build --product calc >/dev/null
bin=$(swift build --show-bin-path)
store=$bin/index/store
[ -d "$store" ] || { echo "no index store at $store" >&2; exit 1; }
[ -x "$work/index-references" ] && [ "$work/index-references" -nt scripts/availability/index-references.c ] ||
  clang -I"$toolchain/local/include" -I"$toolchain/include" scripts/availability/index-references.c \
    -L"$toolchain/lib" -lIndexStore -Wl,-rpath,"$toolchain/lib" -o "$work/index-references"
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
for m in Swift _Concurrency _StringProcessing Synchronization Foundation FoundationEssentials FoundationInternationalization; do
  [ -s "$work/symbols/$m.symbols.json" ] ||
    swift-symbolgraph-extract -module-name "$m" -target "$triple" -minimum-access-level public \
      -output-dir "$work/symbols" 2>/dev/null || true
done
# The dependencies' own modules, from this build (made anew each run: versions change).
# Atomics imports the C module _AtomicsShims, found through the checkouts' module maps.
maps=()
while IFS= read -r map; do maps+=(-Xcc "-fmodule-map-file=$map"); done \
  < <(find .build/checkouts -path '*/include/module.modulemap' 2>/dev/null)
for m in BigInt Atomics; do
  swift-symbolgraph-extract -module-name "$m" -target "$triple" -minimum-access-level public \
    -I "$bin/Modules" -I "$bin" "${maps[@]}" -output-dir "$work/symbols" 2>/dev/null ||
    { echo "check-availability: no symbol graph for $m" >&2; exit 1; }
done
for m in "${modules[@]}"; do
  "$work/index-references" "$store" "$m" > "$work/$m.references.tsv"
done
objects=()
for m in "${modules[@]}"; do
  for o in "$bin/$m.build"/*.o; do [ -e "$o" ] && objects+=("$o"); done
done
python3 - "$work" "${objects[@]}" -- "${modules[@]}" <<'PY'
import collections, glob, json, os, re, subprocess, sys
args = sys.argv[1:]
work, objects, modules = args[0], args[1:args.index("--")], args[args.index("--") + 1:]
platforms = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")
def version(v): return (v.get("major", 0), v.get("minor", 0), v.get("patch", 0))
def text(v): return ".".join(map(str, v[:2] if v[2] == 0 else v))

# The floor: Package.swift's platforms, e.g. .macOS(.v13), .iOS(.v16).
manifest = open("Package.swift").read()
declared = re.search(r"platforms:\s*\[(.*?)\]", manifest, re.S)
floor = {}
for name, major, minor in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+)(?:_(\d+))?\)", declared.group(1) if declared else ""):
    floor[name] = (int(major), int(minor or 0), 0)
missing = [p for p in platforms if p not in floor]
if missing:
    sys.exit(f"check-availability: Package.swift declares no floor for {', '.join(missing)}")
print("declared floor: " + ", ".join(f"{p} {text(floor[p])}" for p in platforms))

# Uses the symbol graphs flag wrongly. FixedWidthInteger.&* became a protocol requirement
# in Swift 6 (so it carries macOS 15); the operator on Int and UInt that the code calls has
# always been there, as BigInt, which supports old systems, relies on too.
allowed = {"FixedWidthInteger.&*(_:_:)"}

available = {}
for path in glob.glob(os.path.join(work, "symbols", "*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        introduced = {a["domain"]: a["introduced"] for a in symbol.get("availability", [])
                      if a.get("domain") in platforms and "introduced" in a}
        if introduced:
            available[symbol["identifier"]["precise"]] = (introduced, ".".join(symbol["pathComponents"]))

failures = []
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
        too_new = [p for p, v in introduced.items() if version(v) > floor[p]]
        if name not in allowed:
            for p, v in introduced.items(): needed[p] = max(needed[p], version(v))
            if too_new:
                failures.append(f"{module}: {name} needs " +
                                ", ".join(f"{p} {text(version(introduced[p]))}" for p in too_new) +
                                f" ({len(places)} places, e.g. {sorted(places)[0]})")
        rows.append((version(introduced.get("macOS", {})), name, sorted(places)))
    print(f"== {module}: {len(uses)} declarations referenced, {len(rows)} with Apple availability; "
          "newest: " + ", ".join(f"{p} {text(needed[p])}" for p in platforms))
    for mac, name, places in sorted(rows, reverse=True)[:5]:
        note = "  (allowed, see the script)" if name in allowed else ""
        print(f"  macOS {text(mac)}  {name}  ({len(places)} places, e.g. {places[0]}){note}")

# Runtime metadata of typed-throws function types (Swift 6.0 runtime).
typed = 0
for o in objects:
    out = subprocess.run(["nm", o], capture_output=True, text=True).stdout
    for line in out.splitlines():
        name = line.split()[-1] if line.split() else ""
        if re.match(r"^\$s.*YK.*MD$", name):
            typed += 1
            failures.append(f"{os.path.relpath(o)}: metadata of a typed-throws function type ({name}): "
                            "needs the Swift 6.0 runtime (macOS 15, iOS 18)")
print(f"== runtime: {len(objects)} object files, {typed} typed-throws function type metadata")

# Names of the known newer APIs anywhere in Sources/, compiled here or not.
pattern = re.compile(r"\b(U?Int128|Synchronization|Atomic<|Mutex<|InlineArray|Span<|RawSpan)\b|\bSpan\b")
named = 0
for root, _, files in os.walk("Sources"):
    for f in files:
        if not f.endswith(".swift"): continue
        path = os.path.join(root, f)
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            code = line.split("//", 1)[0]
            if pattern.search(code):
                named += 1
                failures.append(f"{path}:{number}: names an API newer than the floor: {line.strip()}")
print(f"== names: {named} lines of Sources/ name Int128, Synchronization, Atomic, Mutex, InlineArray or Span")

if failures:
    print(f"\ncheck-availability: {len(failures)} uses need a newer system than Package.swift declares:")
    for f in failures: print("  " + f)
    sys.exit(1)
print("check-availability: passed")
PY
