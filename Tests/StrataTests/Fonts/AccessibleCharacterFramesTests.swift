// Where a screen reader is told each character is (AT-SPI's character
// extents, `accessibilityCharacterFrames`) on shaped lines of either
// direction, checked against hb-shape run live: each character spans the
// advances of the glyphs hb-shape gives its cluster, placed where the view
// draws its runs, and the middle of that span finds it again
// (`GetOffsetAtPoint`).
import Foundation
import Testing
import Strata

@MainActor
@Suite(.enabled(if: LiveHarfBuzz.available, "needs /usr/bin/hb-shape (libharfbuzz-bin) and fonts-dejavu-core"))
struct AccessibleCharacterFramesTests {
    /// The view kinds that publish character extents.
    enum Kind: String, CaseIterable, Sendable { case label, field, textView }

    /// A `kind` of view showing `text` in DejaVu Sans 18 at (4, 6), 300 wide, laid out in a window.
    static func view(_ kind: Kind, _ text: String, in window: Window) throws -> View {
        let font = try #require(Font(family: "DejaVu Sans", size: 18))
        let view: View
        switch kind {
        case .label:
            let label = Label(text: text)
            label.font = font
            view = label
        case .field:
            let field = TextField()
            field.font = font
            field.text = text
            view = field
        case .textView:
            let textView = TextView()
            textView.font = font
            textView.text = text
            view = textView
        }
        view.frame = Rect(x: 4, y: 6, width: 300, height: 40)
        window.rootView.addSubview(view)
        window.layoutIfNeeded()
        return view
    }

    /// Each character's (left, right) in the window, from the drawn runs'
    /// origins and hb-shape's glyphs for each run (its direction read from
    /// the run's clusters, as `ShapedLabelTests` does).
    static func expectedSpans(of text: String, runs: [TextRun]) throws -> [Int: (left: Double, right: Double)] {
        var spans: [Int: (left: Double, right: Double)] = [:]
        for run in runs {
            let face = try #require(run.face)
            let k = run.fontSize / Double(face.unitsPerEm)
            let clusters = run.glyphs.map(\.cluster)
            let rightToLeft = clusters.count > 1 && clusters.first! > clusters.last!
            let glyphs = try LiveHarfBuzz.shape(run.text, face: face, rightToLeft: rightToLeft)
            // hb-shape's clusters are scalar offsets into the run; the run is a piece of the text.
            // The first place the run's text occurs whose characters no run has taken yet.
            let characters = Array(text), piece = Array(run.text)
            func fits(_ start: Int) -> Bool {
                let range = start..<(start + piece.count)
                return Array(characters[range]) == piece && range.allSatisfy { spans[$0] == nil }
            }
            let place: Int? = (0...(characters.count - piece.count)).first(where: fits)
            let first = try #require(place, "\(run.text) in \(text)")
            var characterAtScalar: [Int: Int] = [:]
            var scalar = 0
            for (i, character) in run.text.enumerated() {
                characterAtScalar[scalar] = first + i
                scalar += character.unicodeScalars.count
            }
            var pen = 0
            for g in glyphs {
                let character = try #require(characterAtScalar[g.cluster])
                let left = run.origin.x + Double(pen) * k, right = run.origin.x + Double(pen + g.ax) * k
                let old = spans[character]
                spans[character] = (min(old?.left ?? left, left), max(old?.right ?? right, right))
                pen += g.ax
            }
        }
        return spans
    }

    @Test("each character's extents are its glyphs' span as hb-shape places them", arguments: [
        (Kind.label, "abc אבג 123"), (.label, "שלום עולם"), (.label, "The word مرحبا means hello"),
        (.field, "abc مرحبا"), (.field, "שלום עולם"),
        (.textView, "שלום abc"), (.textView, "xyz אבג 42"),
    ])
    func charactersAreWhereTheirGlyphsAre(_ kind: Kind, _ text: String) throws {
        let window = Window(size: Size(width: 320, height: 60))
        let view = try Self.view(kind, text, in: window)
        let runs = ShapedLabelTests.textRuns(window)
        #expect(runs.map(\.text).joined().count == text.count)
        let expected = try Self.expectedSpans(of: text, runs: runs)
        let layout = try #require(view as? any AccessibilityTextLayout)
        let frames = layout.accessibilityCharacterFrames(in: 0..<text.count).map { $0.map { view.convert($0, to: nil) } }
        #expect(frames.count == text.count)
        for (i, frame) in frames.enumerated() {
            let span = try #require(expected[i], "character \(i) has no glyph")
            let got = try #require(frame, "character \(i) has no frame")
            #expect(abs(got.minX - span.left) < 1e-9 && abs(got.maxX - span.right) < 1e-9,
                    "\(kind) \(text) character \(i): \(got.minX)…\(got.maxX), hb-shape \(span.left)…\(span.right)")
            // GetOffsetAtPoint: the middle of the glyphs finds the character.
            let middle = view.convert(Point(x: (span.left + span.right) / 2, y: got.midY), from: nil)
            #expect(layout.accessibilityCharacterIndex(at: middle) == i, "\(kind) \(text) character \(i)")
        }
    }
}
