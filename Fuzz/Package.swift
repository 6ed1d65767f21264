// swift-tools-version:6.0
import PackageDescription

// Hardening tools for CalcKit, kept out of the main package so its build and tests stay
// lean. See README.md here.
//
// - CalcFuzz: libFuzzer over parse, evaluate and format (FuzzCase). Build it with the
//   fuzzer sanitizer on every module, so CalcKit is instrumented too (scripts/fuzz.sh):
//   swift build -c release --product CalcFuzz \
//     -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc -use-ld=lld
// - Replay: runs saved inputs through the same FuzzCase, uninstrumented, with times.
// - Soak: a million random expressions, checking memory stays flat (scripts/soak.sh).
// - Timing: lines of calc timed one by one at a precision, as one command each (the
//   must-show inputs of issue 42 and hostile arguments of each function).
let package = Package(
  name: "CalcFuzz",
  platforms: [.macOS(.v13)],  // as CalcKit
  dependencies: [
    .package(name: "calc", path: "..")
  ],
  targets: [
    .target(
      name: "FuzzCase",
      dependencies: [.product(name: "CalcKit", package: "calc")]
    ),
    .systemLibrary(name: "CLibFuzzer"),
    .executableTarget(
      name: "CalcFuzz",
      dependencies: ["CLibFuzzer", "FuzzCase"]
    ),
    .executableTarget(
      name: "Replay",
      dependencies: ["FuzzCase"]
    ),
    .executableTarget(
      name: "Timing",
      dependencies: [.product(name: "CalcKit", package: "calc")]
    ),
    .systemLibrary(name: "CMalloc"),
    .executableTarget(
      name: "Soak",
      dependencies: ["CMalloc", .product(name: "CalcKit", package: "calc")]
    ),
  ]
)
