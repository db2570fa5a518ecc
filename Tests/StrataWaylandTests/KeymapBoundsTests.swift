import Foundation
import StrataTestHarness
import Testing
@testable import StrataWayland

/// Hostile keymaps finish: the input WaylandFuzz found hanging, and
/// generated inputs of the same shapes at the size limit. Each asserts the
/// exact outcome; the time limit turns a hang back into a failure (a
/// longer one under a sanitizer, several times slower on a busy machine).
@Suite("XKB keymap bounds", .timeLimit(.minutes(Sanitizer.isActive ? 10 : 2)))
struct KeymapBoundsTests {
    static func fixture() throws -> [UInt8] {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        let path = parts.joined(separator: "/") + "/Fixtures/WaylandFuzzHang/keymap-hang.bin"
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The error a keymap's text gives, or nil when it reads.
    static func outcome(_ text: [UInt8]) -> WaylandKeymapError? {
        do {
            _ = try WaylandKeymap(text: text)
            return nil
        } catch let error as WaylandKeymapError {
            return error
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    /// What WaylandFuzz does with an input: frame it as messages, decode
    /// each as every interface's event, then read it as a keymap.
    @Test func theFuzzHangInputIsRefusedAtItsStrayBracket() throws {
        let bytes = try Self.fixture()
        #expect(bytes.count == 64434)
        var offset = 0, messages = 0
        while let header = try? WaylandMessage.header(in: bytes, at: offset), bytes.count - offset >= header.size {
            let body = Array(bytes[offset + 8..<offset + header.size])
            for interface in WaylandInterface.allCases {
                _ = try? WaylandEvent.decode(interface: interface, object: header.object, opcode: header.opcode,
                                             body: body) { nil }
            }
            offset += header.size
            messages += 1
        }
        // "xkb_keym": object "xkb_", and a size of 0x6d79 (28,025) bytes, not a whole number of words.
        #expect(messages == 0)
        // `<I532> = 56Launch2 ] };` in xkb_symbols' keycodes: the `]` closes nothing.
        #expect(bytes[50690] == UInt8(ascii: "]"))
        #expect(Self.outcome(bytes) == .syntax("an unmatched ]", offset: 50690))
    }

    /// xkbcommon refuses the same input, on the line of that bracket.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xkbcli"), "needs xkbcli (libxkbcommon-tools)"))
    func xkbcommonRefusesTheFuzzHangInputOnTheSameLine() throws {
        let bytes = try Self.fixture()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xkbcli")
        process.arguments = ["compile-keymap", "--from-xkb"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let line = bytes[..<50690].count { $0 == 0x0a } + 1
        #expect(line == 1654)
        #expect(message.contains(":\(line):") && message.contains("syntax error"), "\(message)")
    }

    /// A keymap of `count` keys `<Kn> = n` with their symbols, `extra`
    /// inserted in the named section just before its closing brace.
    static func generated(keys count: Int, extra: [String: String] = [:]) -> String {
        var keycodes = "", symbols = ""
        for n in 0..<count {
            keycodes += "<K\(n)> = \(8 + n % 248);\n"
            symbols += "key <K\(n)> { [ a, A ] };\n"
        }
        return """
            xkb_keymap {
            xkb_keycodes "k" { \(keycodes)\(extra["keycodes"] ?? "") };
            xkb_types "t" { type "TWO_LEVEL" { modifiers = Shift; map[Shift] = Level2; }; \(extra["types"] ?? "") };
            xkb_compat "c" { interpret Shift_L { virtualModifier = Shift; }; \(extra["compat"] ?? "") };
            xkb_symbols "s" { \(symbols)\(extra["symbols"] ?? "") };
            };
            """
    }

    /// The fuzz input's shape, generated near the size limit: a closing
    /// bracket with no opening one in each section, after many statements.
    @Test(arguments: ["keycodes", "types", "compat", "symbols"], ["]", ")"])
    func aStrayClosingBracketIsAnErrorInEverySection(section: String, bracket: String) throws {
        let marker = "key <STRAY> \(bracket)"
        let text = Self.generated(keys: 20_000, extra: [section: marker + " ;"])
        let bytes = Array(text.utf8)
        #expect(bytes.count > 600_000)
        let range = try #require(text.range(of: marker))
        let expectedOffset = text.utf8.distance(from: text.startIndex, to: range.upperBound) - 1
        #expect(bytes[expectedOffset] == bracket.utf8.first)
        #expect(Self.outcome(bytes) == .syntax("an unmatched \(bracket)", offset: expectedOffset))
    }

    /// Stray brackets alone, a whole section of them at the size limit:
    /// refused at the first.
    @Test(arguments: ["]", ")"])
    func aSectionOfStrayBracketsIsRefusedAtTheFirst(bracket: String) {
        let head = "xkb_keymap { xkb_keycodes \"k\" { <A> = 9; "
        let body = String(repeating: bracket + " ", count: (WaylandKeymap.maximumSize - head.utf8.count - 8) / 2)
        let bytes = Array((head + body + "}; };").utf8)
        #expect(bytes.count <= WaylandKeymap.maximumSize)
        #expect(Self.outcome(bytes) == .syntax("an unmatched \(bracket)", offset: head.utf8.count))
    }

    /// `modifier_map` naming one keysym over and over, with every key
    /// having it: each key gets the modifier once (this was keys ×
    /// names of work: 10⁸ steps here).
    @Test func aModifierMapOfRepeatedKeysymsIsLinear() throws {
        let names = String(repeating: "a, ", count: 10_000) + "a"
        let text = Self.generated(keys: 10_000, extra: ["symbols": "modifier_map Mod3 { \(names) };"])
        let keymap = try WaylandKeymap(text: Array(text.utf8))
        // 10,000 keys on 248 keycodes (8…255), each given Mod3 (0x20).
        #expect(keymap.modifierMap.count == 248)
        #expect(keymap.modifierMap.values.allSatisfy { $0 == 0x20 })
        #expect(keymap.keysym(keycode: 8, modifiers: 0x1, group: 0) == 0x41)
    }
}
