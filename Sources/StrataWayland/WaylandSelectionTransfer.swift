import Dispatch
import Glibc

/// Reading another client's selection through the read end of a pipe
/// (non-blocking): bytes until the writer closes it, at most
/// `WaylandClipboard.maximumReadBytes`, giving up after
/// `WaylandClipboard.readTimeout` seconds without a byte.
@MainActor
final class WaylandSelectionRead {
    private let fd: Int32
    private let completion: (String?) -> Void
    private var bytes: [UInt8] = []
    private var lastActivity: Double
    private var result: String?
    private var finished = false
    private var readSource: DispatchSourceRead?
    private var timer: DispatchSourceTimer?

    init(fd: Int32, completion: @escaping (String?) -> Void) {
        self.fd = fd
        self.completion = completion
        lastActivity = WaylandSelectionRead.now()
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Calls `wake` on the main queue when the pipe is readable, and once a
    /// second (for the timeout).
    func watch(wake: @escaping () -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { wake() } }
        let fd = self.fd
        source.setCancelHandler { WaylandSocket.close(fd) }
        source.resume()
        readSource = source
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { MainActor.assumeIsolated { wake() } }
        timer.resume()
        self.timer = timer
    }

    /// Reads what the pipe holds. Returns `true` once the read is over
    /// (the text, or `nil` on an error, too much text or the timeout).
    func pump() -> Bool {
        guard !finished else { return true }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                guard bytes.count + n <= WaylandClipboard.maximumReadBytes else { return finish(nil) }
                bytes.append(contentsOf: chunk.prefix(n))
                lastActivity = Self.now()
            } else if n == 0 {
                return finish(String(decoding: bytes, as: UTF8.self))
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                break
            } else {
                return finish(nil)
            }
        }
        if Self.now() - lastActivity > WaylandClipboard.readTimeout { return finish(nil) }
        return false
    }

    private func finish(_ text: String?) -> Bool {
        finished = true
        result = text
        bytes = []
        return true
    }

    /// Closes the pipe and answers (once).
    func answer() {
        close()
        completion(result)
    }

    /// Closes the pipe and answers `nil`.
    func cancel() {
        finished = true
        result = nil
        answer()
    }

    private func close() {
        timer?.cancel()
        timer = nil
        if let readSource {
            readSource.cancel() // its cancel handler closes the descriptor
            self.readSource = nil
        } else if fd >= 0 {
            WaylandSocket.close(fd)
        }
    }
}

/// Writing this client's selection to a reader's pipe, off the main
/// queue: the text in chunks, waiting at most 5 s for the reader each
/// time, then the descriptor closed. A reader that closed its end gives
/// `EPIPE` (the `SIGPIPE` is blocked on the writing thread and taken
/// back), never a signal to the process.
enum WaylandSelectionWrite {
    /// The longest wait for the reader to take more bytes, in milliseconds.
    static let stallMilliseconds: Int32 = 5_000

    /// Starts writing `bytes` to `fd` (owned: closed at the end).
    static func start(fd: Int32, bytes: [UInt8]) {
        DispatchQueue.global(qos: .utility).async {
            write(fd: fd, bytes: bytes)
            WaylandSocket.close(fd)
        }
    }

    /// Writes every byte it can (the caller closes `fd`). Returns the
    /// bytes written.
    @discardableResult
    static func write(fd: Int32, bytes: [UInt8]) -> Int {
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n > 0 {
                written += n
            } else if n < 0 && errno == EINTR {
                continue
            } else if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                if poll(&pfd, 1, stallMilliseconds) <= 0 { break }
            } else {
                if n < 0 && errno == EPIPE {
                    // Take back the SIGPIPE this thread raised (it is blocked, so pending).
                    var none = timespec(tv_sec: 0, tv_nsec: 0)
                    _ = sigtimedwait(&pipeSignal, nil, &none)
                }
                break
            }
        }
        return written
    }
}
