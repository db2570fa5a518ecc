import Testing
@testable import Strata

@MainActor
@Suite("DisplayCommandSink: command storage refilled in place")
struct DisplayCommandSinkTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    /// Six commands, a text run among them (a case that holds references).
    static func oldCommands() -> [DisplayCommand] {
        var commands: [DisplayCommand] = (0..<5).map {
            .rect(RectCommand(rect: Rect(x: Double($0), y: 0, width: 1, height: 1), fill: red))
        }
        commands.append(.text(TextRun(text: "old", origin: Point(x: 1, y: 2), fontSize: 10, color: .black)))
        return commands
    }

    @Test func overwritesStorageNothingElseHoldsAndDropsTheStaleRest() {
        let old = Self.oldCommands()
        let base = old.withUnsafeBufferPointer { $0.baseAddress }
        var sink = DisplayCommandSink(reusing: consume old)
        let run = TextRun(text: "new", origin: Point(x: 3, y: 4), fontSize: 12, color: .blue)
        sink.append(.popClip)
        sink.append(.text(run))
        #expect(sink.count == 2)
        let result = sink.finish()
        #expect(result == [.popClip, .text(run)])
        // The same memory, written over: nothing was allocated.
        #expect(result.withUnsafeBufferPointer { $0.baseAddress } == base)
        #expect(sink.count == 0)
    }

    @Test func tellsUnsharedStorageFromShared() {
        var commands = Self.oldCommands()
        #expect(DisplayCommandSink.isUniquelyReferenced(&commands))
        let other = commands
        #expect(!DisplayCommandSink.isUniquelyReferenced(&commands))
        #expect(other.count == 6)
    }

    @Test func leavesStorageAnotherArrayHoldsAlone() {
        let held = Self.oldCommands()
        let copy = held.map { $0 }  // element by element: other storage
        var sink = DisplayCommandSink(reusing: held)
        sink.append(.popClip)
        let result = sink.finish()
        #expect(result == [.popClip])
        #expect(held == copy)
        #expect(result.withUnsafeBufferPointer { $0.baseAddress } != held.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test func writesPastTheOldEndAndTakesCommandsBack() {
        var sink = DisplayCommandSink(reusing: [.popClip])
        for x in 0..<4 {
            sink.append(.rect(RectCommand(rect: Rect(x: Double(x), y: 0, width: 1, height: 1), fill: Self.red)))
        }
        sink.removeLast(2)
        #expect(sink.count == 2)
        #expect(sink.last == .rect(RectCommand(rect: Rect(x: 1, y: 0, width: 1, height: 1), fill: Self.red)))
        sink.append(.popTransform)
        sink[0] = .endLayer
        #expect(sink[0] == .endLayer)
        #expect(sink.finish() == [
            .endLayer,
            .rect(RectCommand(rect: Rect(x: 1, y: 0, width: 1, height: 1), fill: Self.red)),
            .popTransform,
        ])
    }

    /// Every command is moved twice a frame (written, then drawn); the
    /// largest case sets the size of all of them (Docs/Performance.md).
    @Test func aDisplayCommandTakesTwoCacheLines() {
        #expect(MemoryLayout<DisplayCommand>.stride == 128)
    }
}
