import Glibc

/// Whether this test process runs under ThreadSanitizer or
/// AddressSanitizer (`swift test --sanitize=…`, as `.ci/run` does), where
/// code runs several times slower and a synchronous pump holds the main
/// actor longer: time limits that catch hangs are longer there.
public enum Sanitizer {
    /// Whether a sanitizer's runtime is loaded in this process.
    public static let isActive = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
}
