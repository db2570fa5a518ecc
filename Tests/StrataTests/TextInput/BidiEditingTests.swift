// Editing shaped, mixed-direction text (issue 43 §5; Docs/Text.md,
// "Editing mixed text"): carets, arrows, selection, taps, Backspace and
// marked text on real fonts, checked against the glyphs the field draws.
import Foundation
import Testing
@testable import Strata

/// The fonts these tests edit in.
enum EditingFonts {
    static let folder = "/usr/share/fonts/truetype/noto/"
    static let noto = ["NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
                       "NotoSansDevanagari-Regular.ttf"]
    static var notoAvailable: Bool { noto.allSatisfy { FileManager.default.fileExists(atPath: folder + $0) } }
    static var dejaVuAvailable: Bool {
        FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    }
}

/// A field showing `text` in `family` at 20 points, editing, with what it
/// draws: each glyph cluster's extent and characters, from the display
/// list's runs and the shaper's clusters.
@MainActor
struct EditedLine {
    let window: Window
    let field: TextField
    let count: Int
    /// Each shaping cluster: its left and right x (text coordinates) and its characters.
    var clusters: [(left: Double, right: Double, characters: Range<Int>)] = []
    /// Each drawn run's left and right x (text coordinates), left to right.
    var runs: [(text: String, left: Double, right: Double)] = []

    init(_ text: String, family: String) throws {
        window = Window(size: Size(width: 700, height: 100))
        window.timeline = Timeline(clock: ManualClock())
        field = TextField(frame: Rect(x: 10, y: 10, width: 600, height: 40))
        field.font = try #require(Font(family: family, size: 20))
        field.text = text
        count = text.count
        window.rootView.addSubview(field)
        window.layoutIfNeeded()
        #expect(field.becomeFirstResponder())
        let left = 10 + field.textOrigin.x
        let drawn = window.displayList().commands.compactMap { c -> TextRun? in if case .text(let r) = c { r } else { nil } }
        let shaped = LineShaper.shape(text[...], measurer: field.typesetter.measurer, direction: nil)
        #expect(drawn.map(\.text) == shaped.map(\.text))
        var characterOfScalar: [Int] = []
        for (i, character) in text.enumerated() {
            for _ in character.unicodeScalars { characterOfScalar.append(i) }
        }
        for (run, shapedRun) in zip(drawn, shaped) {
            let k = 20 / Double(shapedRun.face.unitsPerEm)
            let x = run.origin.x - left
            var pen = 0
            let scalars = shapedRun.text.unicodeScalars.count
            let starts = Set(shapedRun.glyphs.map(\.cluster)).sorted()
            for g in shapedRun.glyphs {
                let next = starts.first { $0 > g.cluster } ?? scalars
                let first = characterOfScalar[shapedRun.start + g.cluster]
                let last = characterOfScalar[shapedRun.start + next - 1]
                let extent = (x + Double(pen) * k, x + Double(pen + g.xAdvance) * k)
                if let i = clusters.lastIndex(where: { $0.characters == first..<(last + 1) }), i == clusters.count - 1 {
                    clusters[i].right = max(clusters[i].right, extent.1)
                    clusters[i].left = min(clusters[i].left, extent.0)
                } else {
                    clusters.append((extent.0, extent.1, first..<(last + 1)))
                }
                pen += g.xAdvance
            }
            runs.append((run.text, x, x + Double(pen) * k))
        }
    }

    /// The caret's x (its middle, text coordinates).
    var caretX: Double? { field.editor.caretRect()?.midX }

    /// The selection rectangles drawn, as (left, right) in text coordinates, left to right.
    var selectionSpans: [(left: Double, right: Double)] {
        let left = 10 + field.textOrigin.x
        return window.displayList().commands.compactMap { c -> (Double, Double)? in
            guard case .rect(let r) = c, r.fill == TextEditor.defaultSelection else { return nil }
            return (r.rect.minX - left, r.rect.maxX - left)
        }.sorted { $0.0 < $1.0 }
    }

    /// Every cluster edge.
    var edges: [Double] { clusters.flatMap { [$0.left, $0.right] } }

    /// Presses `key` until the caret stops moving: the offsets and caret xs it passed.
    func sweep(_ key: Key) -> [(offset: Int, x: Double)] {
        var seen: [(offset: Int, x: Double)] = []
        for _ in 0...(2 * count + 2) {
            window.keyDown(key)
            let offset = field.selectedRange.lowerBound
            guard let x = caretX else { break }
            if let last = seen.last, last.offset == offset, abs(last.x - x) < 1e-9 { break }
            seen.append((offset, x))
        }
        return seen
    }
}

@MainActor
@Suite(.enabled(if: EditingFonts.dejaVuAvailable, "needs DejaVu Sans (fonts-dejavu-core)"))
struct BidiEditingExactTests {
    /// Each row: the text; the offsets Right passes from Home; those Left
    /// passes from End; Home's and End's offsets (worked out by hand from
    /// the bidi levels: Docs/Text.md, "Editing mixed text").
    @Test(arguments: [
        ("abc אבג 123", [1, 2, 3, 4, 9, 10, 11, 7, 6, 5, 4], [5, 6, 7, 8, 10, 9, 8, 3, 2, 1, 0], 0, 4),
        ("The word مرحبا means hello", Array(1...9) + [13, 12, 11, 10, 9] + Array(15...26),
         Array((15...25).reversed()) + [14, 10, 11, 12, 13, 14] + Array((0...8).reversed()), 0, 26),
    ])
    func arrowsMoveVisually(_ text: String, _ right: [Int], _ left: [Int], _ home: Int, _ end: Int) throws {
        let line = try EditedLine(text, family: "DejaVu Sans")
        line.window.keyDown(.home)
        #expect(line.field.selectedRange == home..<home)
        #expect(line.caretX == 0)
        let rightward = line.sweep(.right)
        #expect(rightward.map(\.offset) == right)
        line.window.keyDown(.end)
        #expect(line.field.selectedRange == end..<end)
        let width = try #require(line.runs.last).right
        #expect(abs(try #require(line.caretX) - width) < 1e-9)
        let leftward = line.sweep(.left)
        #expect(leftward.map(\.offset) == left)
        // The caret stands at the same places both ways, each a cluster edge.
        let xs = [0] + rightward.map(\.x)
        #expect(xs == ([width] + leftward.map(\.x)).reversed())
        for x in xs { #expect(line.edges.contains { abs($0 - x) < 1e-9 }, "\(x)") }
    }

    @Test("at a direction boundary the caret stands with the run typing joins")
    func caretAtDirectionBoundary() throws {
        // "abc " then Hebrew typed letter by letter: each new letter goes
        // to the left of the last, and the caret stays at the end of "abc ".
        let line = try EditedLine("abc ", family: "DejaVu Sans")
        let abc = try #require(line.runs.first).right
        for letter in ["א", "ב", "ג"] {
            line.window.insertText(letter)
            #expect(abs(try #require(line.caretX) - abc) < 1e-9)
        }
        #expect(line.field.text == "abc אבג")
        // Digits after the Hebrew: the caret follows them to their right end.
        line.window.insertText(" 12")
        let moved = try EditedLine(line.field.text, family: "DejaVu Sans")
        moved.field.selectedRange = 10..<10
        let digits = try #require(moved.runs.first { $0.text == "12" })
        #expect(abs(try #require(moved.caretX) - digits.right) < 1e-9)
        // Offset 4 (between "abc " and the Hebrew): at the end of "abc "
        // after typing; at the right end of the Hebrew after End.
        moved.field.selectedRange = 4..<4
        #expect(abs(try #require(moved.caretX) - abc) < 1e-9)
    }

    @Test("a selection across a direction boundary draws one rectangle per span", arguments: [
        // (text, selection, rectangles)
        ("abc אבג 123", 2..<6, 2),
        ("abc אבג 123", 0..<11, 1),
        ("The word مرحبا means hello", 6..<11, 2),
        ("The word مرحبا means hello", 11..<17, 2),
        ("The word مرحبا means hello", 9..<14, 1),
    ])
    func selectionRectangles(_ text: String, _ range: Range<Int>, _ rectangles: Int) throws {
        let line = try EditedLine(text, family: "DejaVu Sans")
        line.field.selectedRange = range
        let spans = line.selectionSpans
        #expect(spans.count == rectangles)
        // Exactly the selected clusters' extents, merged where they touch.
        var expected: [(left: Double, right: Double)] = []
        for c in line.clusters.filter({ range.contains($0.characters.lowerBound) }).sorted(by: { $0.left < $1.left }) {
            if let last = expected.last, abs(last.right - c.left) < 1e-9 { expected[expected.count - 1].right = c.right }
            else { expected.append((c.left, c.right)) }
        }
        #expect(spans.count == expected.count)
        for (a, b) in zip(spans, expected) {
            #expect(abs(a.left - b.left) < 1e-9 && abs(a.right - b.right) < 1e-9, "\(a) \(b)")
        }
    }
}

@MainActor
@Suite(.enabled(if: EditingFonts.notoAvailable, "needs Noto Sans, Noto Sans Arabic, Hebrew and Devanagari (fonts-noto-core)"))
struct BidiEditingPropertyTests {
    nonisolated static let texts = [
        "مرحبا بالعالم", "السلام عليكم ورحمة الله", "שלום עולם", "עִבְרִית מְנֻקֶּדֶת",
        "नमस्ते दुनिया", "हिन्दी में क्षत्रिय", "abc אבג 123", "The word مرحبا means hello",
        "שלום world 42!", "हिन्दी and עברית (test)", "العدد 123 و 45",
    ]

    @Test("Right then Left returns; every boundary is reachable; carets stand on cluster edges", arguments: texts)
    func arrows(_ text: String) throws {
        let line = try EditedLine(text, family: "Noto Sans")
        let rightToLeft = line.field.editor.isRightToLeftShaped(0)
        line.window.keyDown(rightToLeft ? .end : .home)
        let start = try #require(line.caretX)
        #expect(abs(start) < 1e-9)
        let rightward = line.sweep(.right)
        line.window.keyDown(rightToLeft ? .home : .end)
        let width = try #require(line.runs.last).right
        #expect(abs(try #require(line.caretX) - width) < 1e-9)
        let leftward = line.sweep(.left)
        // Strictly right, then strictly left, over the same places.
        let xs = [start] + rightward.map(\.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(xs.count == leftward.count + 1)
        for (a, b) in zip(xs.reversed().dropFirst(), leftward.map(\.x)) { #expect(abs(a - b) < 1e-9) }
        // Every character boundary is passed one way or the other.
        let passed = Set(rightward.map(\.offset) + leftward.map(\.offset))
        #expect(passed == Set(0...line.count), "\(text)")
        // A caret stands on a cluster edge, or inside a cluster of several characters.
        for x in xs {
            let onEdge = line.edges.contains { abs($0 - x) < 1e-9 }
            let inside = line.clusters.contains { $0.characters.count > 1 && $0.left < x && x < $0.right }
            #expect(onEdge || inside, "\(text) \(x)")
        }
        // From every place, Right then Left comes back to it.
        for place in rightward.dropLast() {
            line.field.selectedRange = place.offset..<place.offset
            line.window.keyDown(.right)
            let there = try #require(line.caretX)
            line.window.keyDown(.left)
            #expect(try #require(line.caretX) < there)
            line.window.keyDown(.right)
            #expect(abs(try #require(line.caretX) - there) < 1e-9)
        }
    }

    @Test("selection rectangles cover exactly the selected glyphs", arguments: texts)
    func selections(_ text: String) throws {
        let line = try EditedLine(text, family: "Noto Sans")
        for low in 0..<line.count {
            for high in (low + 1)...line.count {
                line.field.selectedRange = low..<high
                let spans = line.selectionSpans
                let covered = spans.reduce(0) { $0 + $1.right - $1.left }
                var selectedWidth = 0.0
                for cluster in line.clusters where cluster.right > cluster.left {
                    let all = low <= cluster.characters.lowerBound && cluster.characters.upperBound <= high
                    let none = cluster.characters.upperBound <= low || high <= cluster.characters.lowerBound
                    let middle = (cluster.left + cluster.right) / 2
                    let inside = spans.contains { $0.left <= middle && middle <= $0.right }
                    if all { #expect(inside, "\(text) \(low..<high) \(cluster)"); selectedWidth += cluster.right - cluster.left }
                    if none { #expect(!inside, "\(text) \(low..<high) \(cluster)") }
                    if !all && !none { selectedWidth = .nan }
                }
                if !selectedWidth.isNaN { #expect(abs(covered - selectedWidth) < 1e-6, "\(text) \(low..<high)") }
            }
        }
    }

    @Test("a tap picks the nearest cluster edge", arguments: texts)
    func taps(_ text: String) throws {
        let line = try EditedLine(text, family: "Noto Sans")
        let y = line.field.editor.layout.lineHeight / 2
        for edge in line.edges {
            for nudge in [-0.4, 0.4] {
                line.field.editor.pointerBegan(at: Point(x: edge + nudge, y: y), tapCount: 1, lineSelectsAll: true)
                let x = try #require(line.caretX)
                let nearest = line.edges.min { abs($0 - edge - nudge) < abs($1 - edge - nudge) } ?? edge
                let inLigature = line.clusters.contains { $0.characters.count > 1 && $0.left < x && x < $0.right }
                #expect(abs(x - nearest) < 1e-9 || inLigature, "\(text) \(edge)")
            }
        }
    }

    @Test("Backspace deletes one grapheme cluster", arguments: texts)
    func backspace(_ text: String) throws {
        let line = try EditedLine(text, family: "Noto Sans")
        for offset in 1...line.count {
            line.field.text = text
            line.field.selectedRange = offset..<offset
            line.window.keyDown(.backspace)
            var model = Array(text)
            model.remove(at: offset - 1)
            #expect(line.field.text == String(model))
            #expect(line.field.selectedRange == (offset - 1)..<(offset - 1))
        }
    }

    @Test("marked text in right-to-left text is underlined under its glyphs")
    func markedTextRightToLeft() throws {
        let line = try EditedLine("שלום עולם", family: "Noto Sans")
        line.field.selectedRange = 5..<5
        #expect(line.window.setMarkedText("אב", selectedRange: 2..<2))
        let marked = try EditedLine("שלום אבעולם", family: "Noto Sans")
        let expected = marked.clusters.filter { (5..<7).contains($0.characters.lowerBound) }
        let left = expected.map(\.left).min() ?? 0, right = expected.map(\.right).max() ?? 0
        let origin = 10 + line.field.textOrigin.x
        let underlines = line.window.displayList().commands.compactMap { c -> Rect? in
            guard case .rect(let r) = c, r.fill == line.field.textColor else { return nil }
            return r.rect
        }
        #expect(underlines.count == 1)
        let underline = try #require(underlines.first)
        #expect(abs(underline.minX - origin - left) < 1e-9 && abs(underline.maxX - origin - right) < 1e-9)
        // The caret after the marked text stands at its left (trailing) end.
        #expect(abs(try #require(line.caretX) - left) < 1e-9)
        #expect(line.window.insertText("אב"))
        #expect(line.field.text == "שלום אבעולם")
    }

    @Test("a text view aligns a right-to-left paragraph's lines right; the caret follows")
    func textViewAlignment() throws {
        let window = Window(size: Size(width: 400, height: 200))
        window.timeline = Timeline(clock: ManualClock())
        let view = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        view.font = try #require(Font(family: "Noto Sans", size: 20))
        view.text = "abc\nשלום"
        window.rootView.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.becomeFirstResponder())
        let layout = view.editor.layout
        let wrap = try #require(layout.wrapWidth)
        let hebrew = layout.paragraphs[1].widths[0]
        let left = view.textContainerInset.left
        let runs = window.displayList().commands.compactMap { c -> TextRun? in if case .text(let r) = c { r } else { nil } }
        #expect(runs.map(\.text) == ["abc", "שלום"])
        #expect(abs(runs[0].origin.x - left) < 1e-9)
        #expect(abs(runs[1].origin.x - (left + wrap - hebrew)) < 1e-9)
        // The paragraph's start is its right end.
        view.selectedRange = 4..<4
        #expect(abs(try #require(view.editor.caretRect()).midX - wrap) < 1e-9)
        view.textAlignment = .left
        #expect(abs(try #require(view.editor.caretRect()).midX - hebrew) < 1e-9)
        view.textAlignment = .center
        #expect(abs(try #require(view.editor.caretRect()).midX - (wrap + hebrew) / 2) < 1e-9)
    }
}
