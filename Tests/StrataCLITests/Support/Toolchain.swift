import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The machine's tools that some tests need (Debian packages `gcc`, `g++`,
/// `binutils`, `python3`), found once on the PATH, and whether the tests
/// run under a sanitizer. These are the conditions of the tests' traits
/// (`.needsCC`, `.unsanitized`, …), so a run without a tool shows the tests
/// that need it as skipped, with the reason, never as passed.
enum Toolchain {
    /// The executable `tool` on the PATH, if any.
    static func path(of tool: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return directories.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The C compiler, `cc`.
    static let cc = path(of: "cc")
    /// Whether `cc` is on the PATH.
    static let hasCC = cc != nil
    /// Whether `c++` is on the PATH.
    static let hasCxx = path(of: "c++") != nil
    /// Whether `nm` (binutils) is on the PATH.
    static let hasNM = path(of: "nm") != nil
    /// Whether `python3` is on the PATH.
    static let hasPython3 = path(of: "python3") != nil

    /// Whether this test process runs under a sanitizer (ThreadSanitizer or
    /// AddressSanitizer, as `.ci/run` does): the library is then built with
    /// the sanitizer too and cannot be loaded by a plain C program or by
    /// Python.
    static let sanitized: Bool = {
        // The runtimes' entry points are in the process (RTLD_DEFAULT = NULL).
        dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
    }()
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when `cc` is on the PATH.
    static var needsCC: Self {
        .enabled(if: Toolchain.hasCC, "no C compiler (cc) on the PATH (apt-get install gcc)")
    }

    /// Runs the test only when `c++` is on the PATH.
    static var needsCxx: Self {
        .enabled(if: Toolchain.hasCxx, "no C++ compiler (c++) on the PATH (apt-get install g++)")
    }

    /// Runs the test only when `nm` is on the PATH.
    static var needsNM: Self {
        .enabled(if: Toolchain.hasNM, "nm is not on the PATH (apt-get install binutils)")
    }

    /// Runs the test only when `python3` is on the PATH.
    static var needsPython3: Self {
        .enabled(if: Toolchain.hasPython3, "python3 is not on the PATH (apt-get install python3)")
    }

    /// Runs the test only without a sanitizer: a program that loads
    /// `libStrataC.so` would need the sanitizer's runtime.
    static var unsanitized: Self {
        .disabled(if: Toolchain.sanitized,
                  "under a sanitizer libStrataC.so needs the sanitizer's runtime in the host program")
    }
}
