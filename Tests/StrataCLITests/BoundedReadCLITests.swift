import Foundation
import Testing

/// Paths that are not ordinary scene files: a device that never ends, a
/// FIFO nobody writes, a file over the size limit. Each is refused at once
/// with the reason (they used to read 2.9 GB of `/dev/zero` or block
/// forever on the FIFO).
@Suite("Scene paths that are not regular files, or too large")
struct BoundedReadCLITests {
    /// A path to hand `strata` and the reason its message must give.
    struct Input: Sendable, CustomTestStringConvertible {
        let name: String
        let reason: String
        /// Makes the path in `directory`; returns it.
        let make: @Sendable (TemporaryDirectory) throws -> String
        var testDescription: String { name }
    }

    static let inputs: [Input] = [
        Input(name: "/dev/zero", reason: "a character device is not a regular file") { _ in "/dev/zero" },
        Input(name: "a FIFO", reason: "a FIFO is not a regular file") { directory in
            let path = directory.path("pipe.json")
            guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return path
        },
        Input(name: "a sparse 65 MiB file",
              reason: "the file has 68157440 bytes, more than the limit of 67108864 bytes") { directory in
            let path = directory.path("huge.json")
            let fd = open(path, O_CREAT | O_WRONLY, 0o600)
            guard fd >= 0, ftruncate(fd, 65 << 20) == 0 else { throw CocoaError(.fileWriteUnknown) }
            close(fd)
            return path
        },
    ]

    @Test(arguments: inputs, ["layout", "render", "animate"])
    func isRefusedAtOnceWithTheReason(_ input: Input, command: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try input.make(directory)
        let arguments: [String]
        switch command {
        case "render": arguments = ["render", path, "--png", "out.png"]
        case "animate": arguments = ["animate", path, "--fps", "10"]
        default: arguments = ["layout", path]
        }
        let start = Date()
        let result = try StrataExecutable.run(arguments, in: directory, timeLimit: 20)
        #expect(!result.timedOut && !result.crashed && result.status == 2, "\(result)")
        #expect(result.stderr == "\(path): cannot read the file: \(input.reason)\n", "\(result)")
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// `strata show` reads the Xauthority file named by `XAUTHORITY`
    /// before it connects: a device or a FIFO there is passed over (no
    /// cookie), so without a server it says so at once.
    @Test(arguments: ["/dev/zero", "fifo"])
    func anXauthorityThatIsNotAFileIsPassedOver(_ kind: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(#"{"window": {"width": 10, "height": 10}, "views": []}"#, to: "s.json")
        var authority = "/dev/zero"
        if kind == "fifo" {
            authority = directory.path("xauth")
            #expect(mkfifo(authority, 0o600) == 0)
        }
        // A display number with no server behind it.
        let result = try StrataExecutable.run(["show", "s.json", "--exit-after", "1"], in: directory,
                                              environment: ["XAUTHORITY": authority, "DISPLAY": ":4093"],
                                              timeLimit: 20)
        #expect(!result.timedOut && !result.crashed && result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("strata show: "), "\(result)")
    }
}
