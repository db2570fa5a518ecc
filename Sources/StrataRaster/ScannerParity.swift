/// TEMPORARY: old vs new scanner.
enum ScannerParity {
    nonisolated(unsafe) static var useOld = false
}
