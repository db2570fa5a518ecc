import Foundation
import Glibc
import StrataTestHarness
import Testing

/// A child the tests start does not keep other tests' pipes open: a pipe
/// whose write end this test closes reads to its end at once, though a
/// child started meanwhile (which inherited every descriptor open then)
/// is still running.
@Suite("Test harness: children inherit no pipes")
struct ChildProcessDescriptorTests {
    @Test func aPipeEndsWhileAChildStartedAfterItRuns() throws {
        let pipe = Pipe()   // not close-on-exec, like any test's
        let child = try ChildProcess(["/bin/sleep", "5"], environment: [:])
        defer {
            child.terminate()
            child.waitUntilExit()
        }
        try pipe.fileHandleForWriting.close()
        // The read end hangs up once no process holds the write end.
        var fd = pollfd(fd: pipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&fd, 1, 2_000)
        #expect(ready == 1 && fd.revents & Int16(POLLHUP) != 0, "the child holds the pipe's write end")
        #expect(child.isRunning)
    }
}
