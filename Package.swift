// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Strata",
    products: [
        .library(name: "Strata", targets: ["Strata"]),
        .library(name: "StrataRaster", targets: ["StrataRaster"]),
        .library(name: "StrataScene", targets: ["StrataScene"]),
        .executable(name: "strata", targets: ["StrataCLI"]),
        .executable(name: "strata-bench", targets: ["StrataBench"]),
        // The C interface (strata.h): libStrataC.so, and a static form.
        .library(name: "StrataC", type: .dynamic, targets: ["StrataC"]),
        .library(name: "StrataCStatic", type: .static, targets: ["StrataC"]),
    ],
    targets: [
        // The core: standard library and Dispatch only (no Foundation).
        .target(name: "Strata", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "StrataRaster", dependencies: ["Strata"]),
        .target(name: "StrataScene", dependencies: ["Strata"]),
        .target(name: "StrataC", dependencies: ["Strata", "StrataRaster", "StrataScene"], exclude: ["include"]),
        .executableTarget(name: "StrataCLI", dependencies: ["Strata", "StrataRaster", "StrataScene"]),
        .executableTarget(name: "StrataBench", dependencies: ["Strata", "StrataRaster", "StrataC"]),
        .testTarget(name: "StrataTests", dependencies: ["Strata"]),
        .testTarget(name: "StrataRasterTests", dependencies: ["Strata", "StrataRaster"]),
        .testTarget(name: "StrataSceneTests", dependencies: ["Strata", "StrataScene", "StrataRaster"]),
        // Runs the built `strata` executable; depends on it so it is always built first.
        .testTarget(name: "StrataCLITests", dependencies: ["StrataCLI", "StrataScene", "StrataC"]),
    ],
    swiftLanguageModes: [.v6]
)
