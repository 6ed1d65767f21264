// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "calc",
  platforms: [
    .macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
  ],
  products: [
    .library(name: "CalcKit", targets: ["CalcKit"]),
    .executable(name: "calc", targets: ["calc"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/attaswift/BigInt", from: "6.0.0"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The number core: exact rationals, certified approximations, rounding and the
    // elementary kernels. It knows nothing of the language: no parser, no evaluator (the
    // compiler keeps that layer). CalcKit re-exports it, so apps import CalcKit alone.
    .target(
      name: "CalcNumber",
      dependencies: [
        .product(name: "BigInt", package: "BigInt"),
        // CancellationToken's flag: the standard library's Atomic needs macOS 15 / iOS 18.
        .product(name: "Atomics", package: "swift-atomics"),
      ]
    ),
    .target(
      name: "CalcKit",
      dependencies: ["CalcNumber", .product(name: "BigInt", package: "BigInt")]
    ),
    // The line editor of the interactive session: the system's libedit (BSD licence),
    // through a module map and a small header of wrappers for its variadic calls.
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    // The interactive session's terminal code in C: Ctrl-C (a SIGINT handler and the key
    // reader libedit calls), the terminal's width, writes through stdout and stderr.
    .target(name: "CTerminal"),
    // libcurl, loaded at run time with dlopen (no curl headers or -dev package to build;
    // nothing loaded until calc fetches rates); see Sources/CCurl/include/ccurl.h.
    .target(
      name: "CCurl",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux])), .linkedLibrary("pthread", .when(platforms: [.linux]))]
    ),
    .executableTarget(
      name: "calc",
      dependencies: [
        "CalcKit",
        "CLibEdit",
        "CTerminal",
        "CCurl",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // What more than one test target uses: SHA-256 (the test targets have no crypto
    // library), the local rates server, the repository's paths, temporary directories.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // The number core alone (`@testable` where a kernel is checked directly): integers,
    // rationals, rounding, the elementary kernels and their tables.
    .testTarget(
      name: "CalcNumberTests",
      dependencies: ["CalcNumber", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    // The library through its public API, in folders by area: Syntax, Evaluation, Vectors,
    // NumberAPI, Formatting, Keypad, Money, Diagnostics.
    .testTarget(
      name: "CalcKitTests",
      dependencies: ["CalcKit", "CalcNumber", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    // The built binary, run as a process and on a pseudo-terminal.
    .testTarget(
      name: "calcTests",
      dependencies: ["calc", "TestSupport"]
    ),
    // The calc target's own logic in-process (`@testable import calc`): the session, its
    // files, history search, the rate store.
    .testTarget(
      name: "calcUnitTests",
      dependencies: ["calc", "TestSupport"],
      // Session files as earlier versions wrote them, read from the checkout by path.
      exclude: ["Fixtures"]
    ),
    // The Swift blocks of README.md and the DocC articles, compiled and run (README,
    // "Documentation snippets"). Without warnings: a snippet shows values as bare
    // expressions (`third.isExact   // true`), each an "unused" warning here.
    .testTarget(
      name: "SnippetTests",
      dependencies: ["CalcKit"],
      swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
    ),
  ]
)
