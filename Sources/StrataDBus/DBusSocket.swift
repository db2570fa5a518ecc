import Glibc

/// The socket calls: connecting to a Unix socket (file or abstract name),
/// non-blocking reads and writes that never raise `SIGPIPE`, waiting with
/// a timeout, and the monotonic clock.
enum DBusSocket {
    /// Opens a non-blocking Unix stream socket connected to `address`.
    static func connect(_ address: DBusAddress) throws -> Int32 {
        let name: [UInt8]
        switch address.socket {
        case .path(let p): name = Array(p.utf8)
        case .abstract(let a): name = [0] + Array(a.utf8)
        }
        var storage = sockaddr_un()
        storage.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: storage.sun_path)
        // A path needs its nul; an abstract name fills its bytes exactly.
        guard name.count + (name.first == 0 ? 0 : 1) <= capacity, name.count > 0 else {
            throw DBusError.cannotConnect(address: address.description, reason: "socket name too long or empty")
        }
        withUnsafeMutableBytes(of: &storage.sun_path) { raw in
            for (i, b) in name.enumerated() { raw[i] = b }
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else {
            throw DBusError.cannotConnect(address: address.description, reason: String(cString: strerror(errno)))
        }
        let length = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + name.count + (name.first == 0 ? 0 : 1)
        let result = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(length)) }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw DBusError.cannotConnect(address: address.description, reason: reason)
        }
        setNonBlocking(fd)
        return fd
    }

    /// Sets `O_NONBLOCK` on `fd`.
    static func setNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }

    /// Writes as much of `bytes[start...]` as the socket takes now; returns
    /// how many bytes went.
    static func writeSome(_ fd: Int32, _ bytes: [UInt8], from start: Int) throws -> Int {
        var offset = start
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
            throw DBusError.connectionLost(n == 0 ? "send returned 0" : String(cString: strerror(errno)))
        }
        return offset - start
    }

    /// Reads what the socket holds now, appending up to `budget` bytes to
    /// `input`; returns how many bytes came. Throws when the peer closed.
    static func readSome(_ fd: Int32, into input: inout [UInt8], chunk: inout [UInt8], budget: Int) throws -> Int {
        var total = 0
        while total < budget {
            let n = chunk.withUnsafeMutableBytes { Glibc.recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n > 0 {
                input.append(contentsOf: chunk[0..<n])
                total += n
                continue
            }
            if n == 0 { throw DBusError.connectionLost("the bus closed the connection") }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { break }
            throw DBusError.connectionLost(String(cString: strerror(errno)))
        }
        return total
    }

    /// Waits until `fd` is readable (or writable, when `write`) or
    /// `milliseconds` pass; returns whether it is ready.
    static func wait(_ fd: Int32, write: Bool, milliseconds: Int) -> Bool {
        var pfd = pollfd(fd: fd, events: Int16(POLLIN) | (write ? Int16(POLLOUT) : 0), revents: 0)
        while true {
            let r = poll(&pfd, 1, Int32(clamping: max(0, milliseconds)))
            if r < 0 && errno == EINTR { continue }
            return r > 0
        }
    }

    /// Milliseconds on the monotonic clock.
    static func now() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return ts.tv_sec * 1000 + ts.tv_nsec / 1_000_000
    }
}
