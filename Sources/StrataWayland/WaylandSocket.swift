import Glibc

/// The socket calls: connecting, and sending and receiving bytes with
/// file descriptors (`SCM_RIGHTS`), never raising `SIGPIPE`.
enum WaylandSocket {
    /// The most descriptors one `sendmsg` carries (libwayland's limit).
    static let maximumFDsPerMessage = 28
    /// `sizeof(struct cmsghdr)` on 64-bit Linux: the data follows it.
    private static let headerSize = MemoryLayout<cmsghdr>.size

    /// Closes `fd`.
    @discardableResult
    static func close(_ fd: Int32) -> Int32 { Glibc.close(fd) }

    /// Opens a Unix stream socket to `path`.
    static func connect(path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw WaylandError.cannotConnect(path: path, reason: String(cString: strerror(errno))) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            Glibc.close(fd)
            throw WaylandError.cannotConnect(path: path, reason: "path too long")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw WaylandError.cannotConnect(path: path, reason: reason)
        }
        return fd
    }

    /// Sends all of `bytes`, with `fds` attached to the first part.
    static func send(_ fd: Int32, bytes: [UInt8], fds: [Int32]) throws {
        var offset = 0
        var pendingFDs = fds
        while offset < bytes.count || !pendingFDs.isEmpty {
            let n = try sendOnce(fd, bytes: bytes, from: offset, fds: Array(pendingFDs.prefix(maximumFDsPerMessage)))
            pendingFDs.removeFirst(min(pendingFDs.count, maximumFDsPerMessage))
            offset += n
        }
    }

    private static func sendOnce(_ fd: Int32, bytes: [UInt8], from offset: Int, fds: [Int32]) throws -> Int {
        var control = [UInt8](repeating: 0, count: fds.isEmpty ? 0 : headerSize + ((4 * fds.count + 7) & ~7))
        if !fds.isEmpty {
            control.withUnsafeMutableBytes { raw in
                let header = raw.baseAddress!.assumingMemoryBound(to: cmsghdr.self)
                header.pointee.cmsg_len = headerSize + 4 * fds.count
                header.pointee.cmsg_level = SOL_SOCKET
                header.pointee.cmsg_type = Int32(SCM_RIGHTS)
                for (i, d) in fds.enumerated() { raw.storeBytes(of: d, toByteOffset: headerSize + 4 * i, as: Int32.self) }
            }
        }
        while true {
            let n: Int = bytes.withUnsafeBytes { data in
                control.withUnsafeMutableBytes { controlRaw in
                    var vector = iovec(iov_base: UnsafeMutableRawPointer(mutating: data.baseAddress.map { $0 + offset }),
                                       iov_len: bytes.count - offset)
                    return withUnsafeMutablePointer(to: &vector) { v in
                        var message = msghdr()
                        message.msg_iov = v
                        message.msg_iovlen = 1
                        message.msg_control = controlRaw.count > 0 ? controlRaw.baseAddress : nil
                        message.msg_controllen = controlRaw.count
                        return sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
                    }
                }
            }
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw WaylandError.connectionLost(String(cString: strerror(errno)))
        }
    }

    /// Reads what is there (waiting when `blocking`), appending bytes to
    /// `bytes` and received descriptors to `fds`. Returns the bytes read;
    /// 0 when nothing was readable. Throws when the compositor closed the
    /// socket.
    static func receive(_ fd: Int32, into bytes: inout [UInt8], fds: inout [Int32], blocking: Bool) throws -> Int {
        if !blocking {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 0) > 0 else { return 0 }
        }
        var chunk = [UInt8](repeating: 0, count: 16384)
        var control = [UInt8](repeating: 0, count: headerSize + 4 * maximumFDsPerMessage + 8)
        while true {
            var controlLength = 0
            let n: Int = chunk.withUnsafeMutableBytes { data in
                control.withUnsafeMutableBytes { controlRaw in
                    var vector = iovec(iov_base: data.baseAddress, iov_len: data.count)
                    return withUnsafeMutablePointer(to: &vector) { v in
                        var message = msghdr()
                        message.msg_iov = v
                        message.msg_iovlen = 1
                        message.msg_control = controlRaw.baseAddress
                        message.msg_controllen = controlRaw.count
                        let n = recvmsg(fd, &message, Int32(MSG_CMSG_CLOEXEC))
                        controlLength = min(Int(message.msg_controllen), controlRaw.count)
                        return n
                    }
                }
            }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw WaylandError.connectionLost(String(cString: strerror(errno))) }
            collectFDs(control, length: controlLength, into: &fds)
            if n == 0 { throw WaylandError.connectionLost("the compositor closed the connection") }
            bytes.append(contentsOf: chunk[0..<n])
            return n
        }
    }

    /// The descriptors of every `SCM_RIGHTS` header in `control`'s first
    /// `length` bytes (each header's length checked against the buffer).
    static func collectFDs(_ control: [UInt8], length: Int, into fds: inout [Int32]) {
        var offset = 0
        while length - offset >= headerSize {
            let cmsgLength = control.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int.self) }
            let level = control.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 8, as: Int32.self) }
            let type = control.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: Int32.self) }
            guard cmsgLength >= headerSize, cmsgLength <= length - offset else { return }
            if level == SOL_SOCKET && type == Int32(SCM_RIGHTS) {
                let count = (cmsgLength - headerSize) / 4
                for i in 0..<count {
                    fds.append(control.withUnsafeBytes {
                        $0.loadUnaligned(fromByteOffset: offset + headerSize + 4 * i, as: Int32.self)
                    })
                }
            }
            offset += (cmsgLength + 7) & ~7
        }
    }
}
