import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The `StrataStatus` codes of `strata.h`.
enum CStatus: Int32 {
    case ok = 0, nullHandle, invalidHandle, foreignHandle, wrongThread, invalidArgument, sceneError,
         equationError, notFound, wrongKind, bufferTooSmall, animationState, ioError
}

/// A failed call: its status and the message `strata_last_error_message` gives.
struct CFailure: Error {
    var status: CStatus
    var message: String
    init(_ status: CStatus, _ message: String) {
        self.status = status
        self.message = message
    }
}

/// The per-thread last error message (a `malloc`ed C string).
enum LastError {
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()

    static func set(_ message: String) {
        free(pthread_getspecific(key))
        pthread_setspecific(key, strdup(message))
    }

    static var current: UnsafePointer<CChar>? {
        pthread_getspecific(key).map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) }
    }
}

/// The main thread, once a call from it has been seen (0 before).
nonisolated(unsafe) var knownMainThread: pthread_t = 0

/// Whether the caller is on the process's main thread. Foundation answers
/// the first time; after that, one `pthread_self` comparison.
func onMainThread() -> Bool {
    let me = pthread_self()
    if knownMainThread != 0 { return pthread_equal(me, knownMainThread) != 0 }
    guard Thread.isMainThread else { return false }
    knownMainThread = me
    return true
}

/// Runs a C entry point: checks the thread, then runs `body` and turns a
/// failure into its status and message.
///
/// The entry points are `@MainActor`; C callers are not checked by the
/// compiler, so the thread is checked here (Foundation's main-thread test)
/// before any Strata object is touched.
@MainActor
func entry(_ name: StaticString, _ body: () throws(CFailure) -> Void) -> Int32 {
    guard onMainThread() else {
        LastError.set("\(name): called from a thread other than the main thread, which created the window")
        return CStatus.wrongThread.rawValue
    }
    do {
        try body()
        return CStatus.ok.rawValue
    } catch {
        LastError.set("\(name): \(error.message)")
        return error.status.rawValue
    }
}

/// Runs a C entry point that returns a handle (NULL on failure).
@MainActor
func handleEntry(_ name: StaticString, _ body: () throws(CFailure) -> OpaquePointer) -> OpaquePointer? {
    var handle: OpaquePointer?
    let status = entry(name) { () throws(CFailure) in handle = try body() }
    return status == CStatus.ok.rawValue ? handle : nil
}

/// A C string argument, which must be UTF-8, or a failure naming it (NULL,
/// or the offset of the first byte that is not UTF-8).
func string(_ pointer: UnsafePointer<CChar>?, _ what: String) throws(CFailure) -> String {
    guard let pointer else { throw CFailure(.invalidArgument, "\(what) is NULL") }
    if let text = String(validatingCString: pointer) { return text }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
    var offset = 0
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while case .scalarValue(let scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
    let byte = offset < bytes.count ? bytes[offset] : 0
    let hex = String(byte, radix: 16, uppercase: true)
    throw CFailure(.invalidArgument, "\(what) is not valid UTF-8 (byte 0x\(hex.count < 2 ? "0" + hex : hex) at offset \(offset))")
}

/// A finite number argument, or a failure naming it.
func finite(_ value: Double, _ what: String) throws(CFailure) -> Double {
    guard value.isFinite else { throw CFailure(.invalidArgument, "\(what) must be finite, got \(value)") }
    return value
}

/// Writes an out parameter, or fails when it is NULL.
func output<T>(_ pointer: UnsafeMutablePointer<T>?, _ value: T, _ what: String = "out") throws(CFailure) {
    guard let pointer else { throw CFailure(.invalidArgument, "\(what) is NULL") }
    pointer.pointee = value
}

@c(strata_last_error_message)
public func strata_last_error_message() -> UnsafePointer<CChar>? {
    LastError.current ?? emptyMessage
}

nonisolated(unsafe) let emptyMessage: UnsafePointer<CChar> = {
    let p = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
    p.pointee = 0
    return UnsafePointer(p)
}()
