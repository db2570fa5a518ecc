import Glibc
import Testing
@testable import StrataWayland

@Suite("Wayland wire format")
struct WireFormatTests {
    /// Bytes worked out by hand from the protocol's wire format: native
    /// (little-endian) words; the second header word is size << 16 | opcode;
    /// strings carry their NUL and are padded to four bytes.
    @Test func messagesMatchHandComputedBytes() {
        var bind = WaylandArguments()
        bind.uint(4)
        bind.string("wl_shm")
        bind.uint(1)
        bind.uint(5)
        let message = WaylandMessage(object: 2, opcode: 0, body: bind.bytes)
        #expect(message.bytes == [2, 0, 0, 0, 0, 0, 32, 0,
                                  4, 0, 0, 0, 7, 0, 0, 0, 0x77, 0x6c, 0x5f, 0x73, 0x68, 0x6d, 0, 0,
                                  1, 0, 0, 0, 5, 0, 0, 0])
        var args = WaylandArguments()
        args.int(-2)
        args.fixed(1.5)
        args.array([9, 8, 7, 6, 5])
        args.string("")
        #expect(args.bytes == [0xfe, 0xff, 0xff, 0xff, 0x80, 1, 0, 0, 5, 0, 0, 0, 9, 8, 7, 6, 5, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test(arguments: [
        // (body, expected result of reading uint, string)
        ([1, 0, 0, 0, 3, 0, 0, 0, 0x61, 0x62, 0, 0], "1 ab"),
        ([1, 0, 0, 0, 0, 0, 0, 0], "1 "),                             // a null string
        ([1, 0, 0, 0, 3, 0, 0, 0, 0x61, 0x62, 0x63, 0], "violation"), // no NUL
        ([1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff], "violation"),          // length past the end
        ([1, 0, 0, 0, 8, 0, 0, 0, 0x61, 0, 0, 0], "violation"),       // padded length past the end
        ([1, 0, 0], "violation"),                                     // a short word
    ] as [([UInt8], String)])
    func readerChecksEveryLength(body: [UInt8], expected: String) {
        var r = WaylandArgumentReader(body)
        do {
            let n = try r.uint()
            let s = try r.string()
            #expect("\(n) \(s)" == expected)
        } catch {
            #expect(isViolation(error) && expected == "violation")
        }
    }

    @Test(arguments: [
        ([UInt8]([1, 0, 0, 0, 0, 0, 8, 0]), "ok 1 0 8"),
        ([1, 0, 0, 0, 1, 0, 12, 0], "ok 1 1 12"),
        ([1, 0, 0, 0, 0, 0, 4, 0], "violation"),  // below the header
        ([1, 0, 0, 0, 0, 0, 10, 0], "violation"), // not whole words
        ([1, 0, 0, 0, 0, 0, 4, 16], "violation"), // above 4096
        ([1, 0, 0, 0, 0, 0], "incomplete"),
    ])
    func headersAreBounded(bytes: [UInt8], expected: String) {
        do {
            if let h = try WaylandMessage.header(in: bytes, at: 0) {
                #expect("ok \(h.object) \(h.opcode) \(h.size)" == expected)
            } else {
                #expect(expected == "incomplete")
            }
        } catch {
            #expect(isViolation(error) && expected == "violation")
        }
    }

    @Test(arguments: [
        (String?.none, String?.some("/run/user/1000"), String?.some("/run/user/1000/wayland-0")),
        ("wayland-1", "/run/user/1000/", "/run/user/1000/wayland-1"),
        ("/tmp/compositor.sock", nil, "/tmp/compositor.sock"),
        ("wayland-1", nil, nil),
        ("", "/run/user/7", "/run/user/7/wayland-0"),
    ])
    func socketPaths(display: String?, runtime: String?, expected: String?) {
        #expect(WaylandConnection.socketPath(display: display, runtimeDirectory: runtime) == expected)
    }

    @Test func descriptorsTravelWithTheBytes() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[0]); close(pair[1]) }
        let file = try WaylandBufferPair.makeMemoryFile(size: 4096)
        defer { close(file) }
        #expect(pwrite(file, [UInt8]([42, 43]), 2, 100) == 2)
        try WaylandSocket.send(pair[0], bytes: [1, 2, 3, 4], fds: [file])
        var bytes: [UInt8] = [], fds: [Int32] = []
        let n = try WaylandSocket.receive(pair[1], into: &bytes, fds: &fds, blocking: true)
        #expect(n == 4 && bytes == [1, 2, 3, 4])
        try #require(fds.count == 1)
        defer { close(fds[0]) }
        #expect(fds[0] != file)
        var read: [UInt8] = [0, 0]
        #expect(pread(fds[0], &read, 2, 100) == 2)
        #expect(read == [42, 43])
    }
}

/// Whether `error` is a `WaylandError.protocolViolation`.
func isViolation(_ error: any Error) -> Bool {
    if case WaylandError.protocolViolation = error { return true }
    return false
}
