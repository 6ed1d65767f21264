// swift-tools-version:6.0
// An app's view of CalcKit: a separate package that depends on it by path, as an app
// would by URL. `make test` builds and runs it; it exits non-zero on a wrong result.
import PackageDescription

let package = Package(
  name: "AppDemo",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [
    .package(name: "calc", path: "../.."),
  ],
  targets: [
    .executableTarget(
      name: "AppDemo",
      dependencies: [.product(name: "CalcKit", package: "calc")]
    ),
  ]
)
