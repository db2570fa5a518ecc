import Strata
import StrataRaster
import Testing

/// How the damage tracker compares two frames' commands: at once when a
/// command's bytes repeat, else by `==`; every field of every kind of
/// command counts, lists made separately (their strings in new storage)
/// compare equal, scopes are compared once for everything inside them,
/// and the old list's storage is left for the host to reuse.
@Suite("Damage: comparing commands")
struct DamageTrackerComparisonTests {
    static let size = Size(width: 200, height: 100)

    static func damage(_ old: [DisplayCommand], _ new: [DisplayCommand]) -> [PixelRect] {
        var tracker = DamageTracker(scale: 1)
        return tracker.damage(from: DisplayList(size: size, commands: old), to: DisplayList(size: size, commands: new),
                              width: 200, height: 100)
    }

    /// A string in its own heap storage (longer than a small string), made anew each call.
    static func label(_ n: Int) -> String { String(repeating: "long label text ", count: 2) + String(n) }

    static func text(_ s: String, x: Double = 20, color: Color = .black, glyphs: [PositionedGlyph] = []) -> DisplayCommand {
        .text(TextRun(text: s, origin: Point(x: x, y: 40), fontSize: 10, color: color, glyphs: glyphs))
    }

    /// Each kind of command, and the same with one field changed; the
    /// damage is where either is drawn (here all inside 10…110 × 10…70).
    static let changes: [(String, DisplayCommand, DisplayCommand)] = [
        ("rect fill", .rect(RectCommand(rect: Rect(x: 10, y: 10, width: 50, height: 30), fill: .red)),
         .rect(RectCommand(rect: Rect(x: 10, y: 10, width: 50, height: 30), fill: .blue))),
        ("rect border colour", .rect(RectCommand(rect: Rect(x: 10, y: 10, width: 50, height: 30), fill: nil, borderWidth: 1)),
         .rect(RectCommand(rect: Rect(x: 10, y: 10, width: 50, height: 30), fill: nil, borderWidth: 1, borderColor: .red))),
        ("rect opacity", .rect(RectCommand(rect: Rect(x: 10, y: 10, width: 50, height: 30), fill: .red, opacity: 1)),
         .rect(RectCommand(rect: Rect(x: 10, y: 10, width: 50, height: 30), fill: .red, opacity: 0.5))),
        ("text of the same length", text("abcd"), text("abce")),
        ("long text, last character", text(label(1)), text(label(2))),
        ("text colour", text("abcd"), text("abcd", color: .red)),
        ("a glyph's position", text("ab", glyphs: [PositionedGlyph(glyph: 1, position: Point(x: 0, y: 0), cluster: 0),
                                                    PositionedGlyph(glyph: 2, position: Point(x: 6, y: 0), cluster: 1)]),
         text("ab", glyphs: [PositionedGlyph(glyph: 1, position: Point(x: 0, y: 0), cluster: 0),
                             PositionedGlyph(glyph: 2, position: Point(x: 6.5, y: 0), cluster: 1)])),
        ("gradient colours", .gradient(GradientCommand(rect: Rect(x: 10, y: 10, width: 50, height: 30), cornerRadius: 0,
                                                       colors: [.red, .blue])),
         .gradient(GradientCommand(rect: Rect(x: 10, y: 10, width: 50, height: 30), cornerRadius: 0, colors: [.red, .green]))),
        ("shadow radius", .shadow(ShadowCommand(rect: Rect(x: 20, y: 20, width: 40, height: 20), cornerRadius: 0,
                                                offset: .zero, radius: 2, opacity: 0.5)),
         .shadow(ShadowCommand(rect: Rect(x: 20, y: 20, width: 40, height: 20), cornerRadius: 0, offset: .zero, radius: 3,
                               opacity: 0.5))),
        ("layer opacity", .beginLayer(opacity: 0.5), .beginLayer(opacity: 0.25)),
    ]

    @Test(arguments: changes.indices)
    func everyFieldOfEveryKindCounts(_ index: Int) {
        let (name, before, after) = Self.changes[index]
        // (A layer is closed after a rectangle so it has content.)
        let tail: [DisplayCommand] = name.hasPrefix("layer")
            ? [.rect(RectCommand(rect: Rect(x: 10, y: 10, width: 50, height: 30), fill: .red)), .endLayer] : []
        let old = [before] + tail, new = [after] + tail
        #expect(Self.damage(old, old).isEmpty, "\(name)")
        #expect(!Self.damage(old, new).isEmpty, "\(name)")
    }

    @Test func listsMadeSeparatelyAreEqualWhenTheirCommandsAre() {
        // New string storage each time: the bytes differ, `==` decides.
        let make = { (0..<20).map { Self.text(Self.label($0), x: Double($0)) } }
        let a = make(), b = make()
        #expect(Self.damage(a, b).isEmpty)
        var c = make()
        c[7] = Self.text(Self.label(99), x: 7)
        #expect(!Self.damage(a, c).isEmpty)
    }

    @Test func aChangedScopeDamagesItAndEveryListedCommandInsideIsComparedOnce() {
        // Three nested clips; the middle one changes: its old and new
        // rectangles are damaged, and the commands inside (unchanged
        // themselves) add nothing beyond.
        func list(_ middle: Double) -> [DisplayCommand] {
            [.pushClip(rect: Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 0),
             .pushClip(rect: Rect(x: middle, y: 10, width: 60, height: 60), cornerRadius: 0),
             .pushClip(rect: Rect(x: 20, y: 20, width: 30, height: 30), cornerRadius: 0),
             .rect(RectCommand(rect: Rect(x: 22, y: 22, width: 5, height: 5), fill: .red)),
             .popClip, .popClip, .popClip,
             .rect(RectCommand(rect: Rect(x: 150, y: 50, width: 10, height: 10), fill: .red))]
        }
        #expect(Self.damage(list(10), list(10)).isEmpty)
        #expect(Self.damage(list(10), list(12)) == [PixelRect(x: 10, y: 10, width: 62, height: 60)])
    }

    @Test func theOldListsStorageIsLeftForTheNextFrame() {
        // A host swaps two lists and makes each frame into the one not on
        // screen: after a comparison, that list's storage is its own again.
        var tracker = DamageTracker(scale: 1)
        var old = DisplayList(size: Self.size, commands: (0..<10).map { Self.text(Self.label($0), x: Double($0)) })
        let new = DisplayList(size: Self.size, commands: (0..<10).map { Self.text(Self.label($0), x: Double($0) + 1) })
        _ = tracker.damage(from: old, to: new, width: 200, height: 100)
        let before = old.commands.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        old.commands[0] = Self.text("x")   // copied first if anything else still held it
        let after = old.commands.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        #expect(before == after)
    }
}
