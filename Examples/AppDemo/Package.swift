// swift-tools-version:6.0
// An app's view of CalcKit: a separate package that depends on it by path, as an app
// would by URL. `make test` builds and runs it; it exits non-zero on a wrong result.
import PackageDescription

let package = Package(
  name: "AppDemo",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
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
