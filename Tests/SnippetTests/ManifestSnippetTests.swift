import Foundation
import Testing

/// The documentation's Package.swift fragments. A test cannot import PackageDescription, so
/// they compile against the stand-in below, which has the same names and labels; what they
/// name (the package `calc`, its product `CalcKit`) is checked against the real
/// Package.swift. (Examples/AppDemo depends on CalcKit the same way, by path, and builds.)
@Suite struct ManifestSnippetTests {
  /// The package name and library product the fragments use, as Package.swift declares them.
  static func checkNames(_ manifest: ManifestStandIn) throws {
    let real = try SnippetFiles.text("Package.swift")
    for dependency in manifest.dependencies {
      if let name = dependency.name { #expect(real.contains(#"name: "\#(name)""#), "no package named \(name)") }
    }
    let products = manifest.targets.flatMap(\.dependencies)
    #expect(!products.isEmpty)
    for product in products {
      #expect(real.contains(#".library(name: "\#(product.name)""#), "no library product \(product.name)")
      #expect(manifest.dependencies.contains { $0.name == product.package || $0.url?.hasSuffix("/\(product.package)") == true })
    }
  }

  /// "Adding CalcKit to an App": add the dependency (AddingCalcKit.md).
  @Test("AddingCalcKit.md's dependency line compiles and names the package's product")
  func readmeDependency() throws {
    let manifest = ManifestStandIn(
      // Package.swift of your app or package
      dependencies: [
        .package(name: "calc", path: "../calc"),   // a clone of this repository
      ],
      targets: [
        .target(name: "MyApp", dependencies: [.product(name: "CalcKit", package: "calc")]),
      ]
    )
    try ManifestSnippetTests.checkNames(manifest)
  }

  /// "Adding CalcKit to an App": the line once the repository is published (AddingCalcKit.md).
  @Test("AddingCalcKit.md's line for the published repository compiles")
  func readmePublishedDependency() {
    let dependencies: [ManifestStandIn.Dependency] = [
      .package(url: "https://github.com/OWNER/calc", from: "0.1.0"),   // placeholder: not published yet
    ]
    #expect(dependencies.first?.url?.hasSuffix("/calc") == true)
  }

  /// Getting Started: add the package (GettingStarted.md).
  @Test("Getting Started's package fragment compiles and names the package's product")
  func gettingStartedDependency() throws {
    let manifest = ManifestStandIn(
      dependencies: [
        // Until the repository is published, a clone by path:
        .package(name: "calc", path: "../calc"),
        // Once published (OWNER is a placeholder; no release is tagged yet):
        // .package(url: "https://github.com/OWNER/calc", from: "0.1.0"),
      ],
      targets: [
        .target(name: "MyApp", dependencies: [.product(name: "CalcKit", package: "calc")]),
      ]
    )
    try ManifestSnippetTests.checkNames(manifest)
  }
}

/// PackageDescription's `Package(dependencies:targets:)` and the calls the fragments make,
/// with the same labels, recording what they name.
struct ManifestStandIn {
  struct Dependency {
    var name: String?
    var url: String?
    static func package(name: String, path: String) -> Dependency { Dependency(name: name) }
    static func package(url: String, from version: String) -> Dependency { Dependency(url: url) }
  }
  struct Product {
    var name: String
    var package: String
    static func product(name: String, package: String) -> Product { Product(name: name, package: package) }
  }
  struct Target {
    var name: String
    var dependencies: [Product]
    static func target(name: String, dependencies: [Product]) -> Target { Target(name: name, dependencies: dependencies) }
  }

  var dependencies: [Dependency]
  var targets: [Target]
}
