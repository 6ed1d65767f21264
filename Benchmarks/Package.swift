// swift-tools-version:6.0
// Benchmarks for CalcKit, kept in their own package so the main package (and its users)
// never build them. Run: swift run -c release calc-benchmarks [filter] [--rounds N]
import PackageDescription

let package = Package(
  name: "calc-benchmarks",
  platforms: [.macOS(.v13)],  // as CalcKit; ContinuousClock needs 13 too
  dependencies: [
    .package(name: "calc", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "calc-benchmarks",
      dependencies: [.product(name: "CalcKit", package: "calc")]
    )
  ]
)
