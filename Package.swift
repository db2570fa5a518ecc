// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Strata",
    products: [
        .library(name: "Strata", targets: ["Strata"]),
        .library(name: "StrataGeometry", targets: ["StrataGeometry"]),
        .library(name: "StrataImages", targets: ["StrataImages"]),
        .library(name: "StrataText", targets: ["StrataText"]),
        .library(name: "StrataSolver", targets: ["StrataSolver"]),
        .library(name: "StrataRaster", targets: ["StrataRaster"]),
        .library(name: "StrataScene", targets: ["StrataScene"]),
        .library(name: "StrataX11", targets: ["StrataX11"]),
        .library(name: "StrataWayland", targets: ["StrataWayland"]),
        .library(name: "StrataDBus", targets: ["StrataDBus"]),
        .library(name: "StrataAccessibilityBus", targets: ["StrataAccessibilityBus"]),
        .library(name: "StrataTesting", targets: ["StrataTesting"]),
        .executable(name: "strata", targets: ["StrataCLI"]),
        .executable(name: "strata-bench", targets: ["StrataBench"]),
        // The C interface (strata.h): libStrataC.so, and a static form.
        .library(name: "StrataC", type: .dynamic, targets: ["StrataC"]),
        .library(name: "StrataCStatic", type: .static, targets: ["StrataC"]),
    ],
    targets: [
        // The constraint solver: standard library only, no UI types.
        .target(name: "StrataSolver"),
        // The lower layers, below every view (Docs/Architecture.md): none of
        // them names a view, a window or an animation, and the compiler holds it.
        // Points, rects, colours, transforms, maths and FileReader.
        .target(name: "StrataGeometry",
                linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Image, the PNG decoder, INFLATE, CRC-32 and Adler-32.
        .target(name: "StrataImages", dependencies: ["StrataGeometry"]),
        // Fonts, measuring and the text engine: usable with no view at all.
        .target(name: "StrataText", dependencies: ["StrataGeometry"]),
        // The core: standard library and Dispatch only (no Foundation); it
        // re-exports the three lower modules, so `import Strata` sees them.
        .target(name: "Strata", dependencies: ["StrataSolver", "StrataGeometry", "StrataImages", "StrataText"]),
        .target(name: "StrataRaster", dependencies: ["Strata"]),
        .target(name: "StrataScene", dependencies: ["Strata"]),
        // For test authors: snapshots, queries, actions (imports the toolchain's Testing and XCTest).
        .target(name: "StrataTesting", dependencies: ["Strata", "StrataRaster"]),
        // The structs strata.h passes by value, declared in C for the calling convention.
        .target(name: "CStrataTypes"),
        .target(name: "StrataC", dependencies: ["Strata", "StrataRaster", "StrataScene", "CStrataTypes", "StrataAccessibilityBus"],
                exclude: ["include"]),
        // Keysyms, dead keys and the keysym → Key and text rules the X11 and Wayland hosts share.
        .target(name: "StrataKeysyms", dependencies: ["Strata"]),
        // A window on an X server, speaking the protocol over its socket (no libX11/XCB).
        .target(name: "StrataX11", dependencies: ["Strata", "StrataRaster", "StrataKeysyms", "StrataAccessibilityBus"]),
        // A window on a Wayland compositor, speaking the wire protocol over its socket (no libwayland/libxkbcommon).
        .target(name: "StrataWayland", dependencies: ["Strata", "StrataRaster", "StrataKeysyms", "StrataAccessibilityBus"]),
        // A D-Bus client over the bus's Unix socket (no libdbus): standard library, Glibc and Dispatch.
        .target(name: "StrataDBus"),
        // The window's accessibility tree on AT-SPI (Docs/Accessibility.md): Strata over StrataDBus.
        .target(name: "StrataAccessibilityBus", dependencies: ["Strata", "StrataDBus"]),
        .executableTarget(name: "StrataCLI", dependencies: ["Strata", "StrataRaster", "StrataScene", "StrataX11", "StrataWayland"]),
        .executableTarget(name: "StrataBench", dependencies: ["Strata", "StrataRaster", "StrataC", "StrataX11", "StrataDBus",
                                                            "StrataWayland", "StrataAccessibilityBus"]),
        // Small TrueType fonts built in code, for the font tests.
        .target(name: "StrataTestFonts", path: "Tests/StrataTestFonts"),
        // The outside programs the host tests start: headless sway, a private session bus with AT-SPI.
        .target(name: "StrataTestHarness", dependencies: ["Strata", "StrataRaster", "StrataDBus"], path: "Tests/StrataTestHarness"),
        .testTarget(name: "StrataTests", dependencies: ["Strata", "StrataSolver", "StrataGeometry", "StrataImages", "StrataText", "StrataTestFonts"]),
        // Depends on StrataText alone: text needs no view (Docs/Text.md).
        .testTarget(name: "StrataTextTests", dependencies: ["StrataText", "StrataTestFonts"]),
        .testTarget(name: "StrataRasterTests", dependencies: ["Strata", "StrataRaster", "StrataText", "StrataTestFonts"]),
        // Depends on the `strata` executable so that `strata show` is built for its Xvfb tests.
        .testTarget(name: "StrataX11Tests", dependencies: ["Strata", "StrataRaster", "StrataX11", "StrataScene", "StrataCLI",
                                                          "StrataTestHarness"]),
        // A fake compositor on a socket pair, and sway headless when installed.
        .testTarget(name: "StrataWaylandTests", dependencies: ["Strata", "StrataRaster", "StrataWayland", "StrataScene", "StrataCLI",
                                                            "StrataTestHarness"]),
        // Marshalling against hand-computed bytes, and live tests against a private dbus-daemon when installed.
        .testTarget(name: "StrataDBusTests", dependencies: ["StrataDBus", "StrataTestHarness"]),
        // The bridge read through pyatspi on a private session bus and AT-SPI bus, when installed.
        .testTarget(name: "StrataAccessibilityBusTests", dependencies: ["Strata", "StrataDBus", "StrataAccessibilityBus", "StrataX11",
                                                                     "StrataWayland", "StrataScene", "StrataTestHarness"]),
        .testTarget(name: "StrataTestingTests", dependencies: ["Strata", "StrataRaster", "StrataTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "StrataSceneTests", dependencies: ["Strata", "StrataScene", "StrataRaster", "StrataTestFonts"]),
        // Runs the built `strata` executable; depends on it so it is always built first.
        .testTarget(name: "StrataCLITests", dependencies: ["Strata", "StrataCLI", "StrataScene", "StrataC", "StrataTestFonts"]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets, built only by `Scripts/fuzz` (which sets STRATA_FUZZ=1 and
// builds them with libFuzzer and AddressSanitizer), so that `swift build`
// and `swift test` neither compile them nor need a sanitizer.
if Context.environment["STRATA_FUZZ"] == "1" {
    package.products += ["SceneFuzz", "EquationFuzz", "RenderFuzz", "X11Fuzz", "FontFuzz", "PNGFuzz", "DBusFuzz", "WaylandFuzz",
                         "SVGFuzz"].map { .executable(name: $0, targets: [$0]) }
    package.targets += [
        .executableTarget(name: "SceneFuzz", dependencies: ["Strata", "StrataScene"], path: "Sources/Fuzz/SceneFuzz"),
        .executableTarget(name: "EquationFuzz", dependencies: ["StrataScene"], path: "Sources/Fuzz/EquationFuzz"),
        .executableTarget(name: "RenderFuzz", dependencies: ["Strata", "StrataScene", "StrataRaster"], path: "Sources/Fuzz/RenderFuzz"),
        .executableTarget(name: "X11Fuzz", dependencies: ["StrataX11"], path: "Sources/Fuzz/X11Fuzz"),
        .executableTarget(name: "FontFuzz", dependencies: ["Strata", "StrataRaster"], path: "Sources/Fuzz/FontFuzz"),
        .executableTarget(name: "PNGFuzz", dependencies: ["Strata"], path: "Sources/Fuzz/PNGFuzz"),
        .executableTarget(name: "DBusFuzz", dependencies: ["StrataDBus"], path: "Sources/Fuzz/DBusFuzz"),
        .executableTarget(name: "WaylandFuzz", dependencies: ["StrataWayland"], path: "Sources/Fuzz/WaylandFuzz"),
        .executableTarget(name: "SVGFuzz", dependencies: ["Strata", "StrataRaster"], path: "Sources/Fuzz/SVGFuzz"),
    ]
}
