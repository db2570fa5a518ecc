#if canImport(Glibc)
import Glibc
#endif

/// TEMPORARY: old vs new scanner.
enum ScannerParity {
    nonisolated(unsafe) static var useOld = getenv("STRATA_OLD_SCANNER") != nil
}
