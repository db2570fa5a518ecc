import Foundation
import Testing
@testable import StrataWayland

/// The XKB keymaps of Tests/Fixtures/XKB, written by xkbcommon's
/// `xkbcli compile-keymap --layout us` (and `de`): the text a compositor
/// built on xkbcommon (sway, Mutter, KWin) sends.
@Suite("XKB keymap")
struct KeymapTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return Array(try Data(contentsOf: URL(fileURLWithPath: parts.joined(separator: "/") + "/Fixtures/XKB/\(name).xkb")))
    }

    /// Expected values from `xkbcli how-to-type --layout us|de CODEPOINT`
    /// (keycode, layout, modifiers), e.g. `at (0x40)`: de keycode 24 with
    /// `[ Mod5 ]`.
    @Test(arguments: [
        ("us", UInt32(38), UInt32(0), UInt32(0x61)),  // a
        ("us", 38, 0x1, 0x41),                        // Shift: A
        ("us", 38, 0x2, 0x41),                        // Lock: A
        ("us", 38, 0x3, 0x61),                        // Shift+Lock: a (ALPHABETIC)
        ("us", 10, 0, 0x31),                          // 1
        ("us", 10, 0x1, 0x21),                        // exclam
        ("us", 10, 0x2, 0x31),                        // Lock does not shift digits
        ("us", 65, 0, 0x20),                          // space
        ("us", 36, 0, 0xff0d),                        // Return
        ("us", 50, 0, 0xffe1),                        // Shift_L
        ("us", 87, 0x10, 0xffb1),                     // KP_1 with Num Lock (Mod2)
        ("us", 87, 0, 0xff9c),                        // KP_End without
        ("us", 300, 0, 0),                            // no such key
        ("de", 24, 0x80, 0x40),                       // at: AltGr (Mod5) + q
        ("de", 48, 0, 0xe4),                          // adiaeresis
        ("de", 48, 0x1, 0xc4),                        // Adiaeresis
        ("de", 26, 0x80, 0x20ac),                     // EuroSign
        ("de", 29, 0, 0x7a),                          // z where us has y
        ("de", 21, 0, 0xfe51),                        // dead_acute
    ])
    func keysymsMatchXkbcommon(layout: String, keycode: UInt32, modifiers: UInt32, keysym: UInt32) throws {
        let keymap = try WaylandKeymap(text: Self.fixture(layout))
        #expect(keymap.keysym(keycode: keycode, modifiers: modifiers, group: 0) == keysym)
        #expect(keymap.level3Mask == 0x80)
    }

    @Test func outOfRangeGroupsWrap() throws {
        let keymap = try WaylandKeymap(text: Self.fixture("us"))
        #expect(keymap.keysym(keycode: 38, modifiers: 0, group: 3) == 0x61)
    }

    @Test(arguments: [
        ("", "no xkb_keycodes"),
        ("xkb_keymap { xkb_keycodes { <A> = 9; }; xkb_symbols { key <A> { [ a, A ] }; }; };", "ok"),
        ("xkb_keymap { xkb_keycodes \"x\" { <A = 9; }; };", "syntax"),
        ("xkb_keymap { xkb_keycodes \"x\" { \"open", "syntax"),
        ("xkb_keymap { xkb_keycodes { <A> = 9; }; xkb_symbols { key <A> { [[[[ a ] }; }", "ok"),
        ("xkb_keymap { xkb_keycodes { <A> = 99999999999999999999999; <B> = 9; }; }; $", "syntax"),
    ])
    func malformedKeymapsAreRefusedOrReadSafely(text: String, expected: String) {
        do {
            let keymap = try WaylandKeymap(text: Array(text.utf8))
            #expect(expected == "ok")
            _ = keymap.keysym(keycode: 9, modifiers: 0xff, group: 7)
        } catch let error as WaylandKeymapError {
            if case .syntax(let what, _) = error, expected != "syntax" { #expect(what == expected) }
            #expect(expected != "ok")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aSmallKeymapInfersItsTypes() throws {
        let text = """
            xkb_keymap { xkb_keycodes "k" { minimum = 8; <A> = 38; <ONE> = 10; <Q> = 24; <RALT> = 108; alias <ALGR> = <RALT>; };
            xkb_types "t" { virtual_modifiers LevelThree;
              type "ALPHABETIC" { modifiers = Shift+Lock; map[Shift] = Level2; map[Lock] = Level2; };
              type "TWO_LEVEL" { modifiers = Shift; map[Shift] = Level2; };
              type "FOUR_LEVEL" { modifiers = Shift+LevelThree; map[Shift] = Level2; map[LevelThree] = Level3;
                map[Shift+LevelThree] = Level4; }; };
            xkb_compat "c" { interpret ISO_Level3_Shift+AnyOf(all) { virtualModifier= LevelThree; action= SetMods(modifiers=LevelThree); }; };
            xkb_symbols "s" { key <A> { [ a, A ] }; key <ONE> { [ 1, exclam, onesuperior, exclamdown ] };
              key <Q> { type= "TWO_LEVEL", symbols[Group1]= [ q, Q ], symbols[Group2]= [ Cyrillic_shorti, Cyrillic_SHORTI ] };
              key <ALGR> { [ ISO_Level3_Shift ] }; modifier_map Mod5 { <RALT> }; };
            };
            """
        let keymap = try WaylandKeymap(text: Array(text.utf8))
        #expect(keymap.level3Mask == 0x80)
        #expect(keymap.keysym(keycode: 38, modifiers: 0x2, group: 0) == 0x41)
        #expect(keymap.keysym(keycode: 10, modifiers: 0x80, group: 0) == 0xb9)
        #expect(keymap.keysym(keycode: 10, modifiers: 0x81, group: 0) == 0xa1)
        #expect(keymap.keysym(keycode: 24, modifiers: 0x2, group: 0) == 0x71) // TWO_LEVEL ignores Lock
        #expect(keymap.keysym(keycode: 24, modifiers: 0x1, group: 1) == 0x6ea) // Cyrillic_SHORTI
        #expect(keymap.keysym(keycode: 108, modifiers: 0, group: 0) == 0xfe03)
    }
}

/// Every printable character of several layouts checked against
/// xkbcommon itself: `xkbcli compile-keymap` writes the keymap a
/// compositor sends, `xkbcli how-to-type` says which key, layout and
/// modifiers type each character, and the keymap read here must give that
/// character's keysym for each.
@Suite("XKB keymap against xkbcommon",
       .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xkbcli"), "needs xkbcli (libxkbcommon-tools)"))
struct KeymapOracleTests {
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xkbcli")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static let modifierBits: [String: UInt32] = ["Shift": 0x1, "Lock": 0x2, "Control": 0x4, "Mod1": 0x8, "Mod2": 0x10,
                                                  "Mod3": 0x20, "Mod4": 0x40, "Mod5": 0x80]

    @Test(arguments: [
        ("us", "!\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~"),
        ("de", "ÄÖÜäöüß@€{}[]|~µ²³"),
        ("fr", "àçèé&1²@#~{}"),
        ("ru", "абвгдеёжзийяАБЯ№"),
        ("gb", "£\"@#~|\\"),
    ])
    func everyCharacterTypesWhereXkbcommonSays(layout: String, characters: String) throws {
        let keymap = try WaylandKeymap(text: Array(Self.run(["compile-keymap", "--layout", layout]).utf8))
        for scalar in characters.unicodeScalars {
            let answer = try Self.run(["how-to-type", "--layout", layout, String(scalar.value)])
            let lines = answer.split(separator: "\n")
            guard let head = lines.first, let open = head.lastIndex(of: "("),
                  let keysym = UInt32(head[head.index(open, offsetBy: 3)...].dropLast(), radix: 16) else {
                Issue.record("\(layout) \(scalar): \(answer)")
                continue
            }
            let ways = lines.dropFirst(2)
            #expect(!ways.isEmpty, "\(layout) \(scalar)")
            for way in ways {
                let fields = way.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count >= 5, let keycode = UInt32(fields[0]),
                      let group = fields.dropFirst(2).first.flatMap({ UInt32($0) }) else { continue }
                let mods = way.split(separator: "[").last?.split(separator: "]").first?
                    .split(separator: " ").reduce(UInt32(0)) { $0 | (Self.modifierBits[String($1)] ?? 0) } ?? 0
                #expect(keymap.keysym(keycode: keycode, modifiers: mods, group: group - 1) == keysym,
                        "\(layout) \(scalar): \(way)")
            }
        }
    }

    /// The keymap `wtype` uploads (one key a character), as xkbcommon
    /// compiles it (`xkbcli compile-keymap --from-xkb`).
    @Test func aVirtualKeyboardsKeymapReads() throws {
        let source = """
            xkb_keymap { xkb_keycodes "(unnamed)" { minimum = 8; maximum = 13; <K1> = 9; <K2> = 10; <K3> = 11; <K4> = 12; };
            xkb_types "(unnamed)" { include "complete" }; xkb_compatibility "(unnamed)" { include "complete" };
            xkb_symbols "(unnamed)" { key <K1> {[ H ]}; key <K2> {[ eacute ]}; key <K3> {[ exclam ]}; key <K4> {[ x ]}; }; };
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xkbcli")
        process.arguments = ["compile-keymap", "--from-xkb"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(source.utf8))
        try input.fileHandleForWriting.close()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let keymap = try WaylandKeymap(text: Array(text))
        #expect((9...12).map { keymap.keysym(keycode: $0, modifiers: 0, group: 0) } == [0x48, 0xe9, 0x21, 0x78])
    }
}
