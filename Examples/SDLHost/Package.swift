// swift-tools-version: 6.0
// Strata in an SDL2 window: a separate package, so Strata itself keeps no
// dependencies. Needs SDL2's development files (Debian: libsdl2-dev).
import PackageDescription

let package = Package(
    name: "SDLHost",
    dependencies: [.package(name: "Strata", path: "../..")],
    targets: [
        // The headers are found as <SDL2/SDL.h> in the system include path; no
        // pkgConfig here, because sdl2.pc's -D_REENTRANT makes SwiftPM warn.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .executableTarget(name: "SDLHost", dependencies: [
            "CSDL2",
            .product(name: "Strata", package: "Strata"),
            .product(name: "StrataRaster", package: "Strata"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
