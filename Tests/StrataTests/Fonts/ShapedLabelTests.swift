// Shaped, reordered text in views as a program outside the package sees
// it (public API only), checked against hb-shape run live.
import Foundation
import Testing
import Strata

/// hb-shape (Debian's libharfbuzz-bin) on one run.
enum LiveHarfBuzz {
    static let path = "/usr/bin/hb-shape"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: path) && FileManager.default.fileExists(atPath: dejaVu)
    }

    /// One glyph of hb-shape's output, in font units.
    struct Glyph: Equatable {
        var glyph: UInt32, cluster: Int, dx: Int, dy: Int, ax: Int
    }

    /// hb-shape's glyphs for `text` in `face` with `direction`.
    static func shape(_ text: String, face: FontFace, rightToLeft: Bool) throws -> [Glyph] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--no-glyph-names", "--direction=\(rightToLeft ? "rtl" : "ltr")",
                             "--face-index=\(face.index)", try #require(face.path), text]
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // [gid=cluster@dx,dy+ax|…]
        return try line.dropFirst().dropLast().split(separator: "|").map { item in
            let parts = item.split(separator: "+")
            let head = parts[0].split(separator: "@")
            let ids = head[0].split(separator: "=")
            let offsets = head.count > 1 ? head[1].split(separator: ",").map { Int($0) ?? 0 } : [0, 0]
            return Glyph(glyph: try #require(UInt32(ids[0])), cluster: try #require(Int(ids[1])),
                         dx: offsets[0], dy: offsets[1], ax: try #require(Int(parts[1].split(separator: ",")[0])))
        }
    }
}

@MainActor
@Suite(.enabled(if: LiveHarfBuzz.available, "needs /usr/bin/hb-shape (libharfbuzz-bin) and fonts-dejavu-core"))
struct ShapedLabelTests {
    static func textRuns(_ window: Window) -> [TextRun] {
        window.displayList().commands.compactMap { c -> TextRun? in if case .text(let r) = c { r } else { nil } }
    }

    /// A label of `text` in DejaVu Sans 20 at (5, 7), 290 wide, shown.
    static func label(_ text: String, in window: Window) throws -> Label {
        let label = Label(text: text)
        label.font = try #require(Font(family: "DejaVu Sans", size: 20))
        label.frame = Rect(x: 5, y: 7, width: 290, height: 30)
        window.rootView.addSubview(label)
        window.layoutIfNeeded()
        return label
    }

    /// Each run's glyphs and positions are hb-shape's; the runs follow
    /// each other left to right; returns the line's width.
    static func checkAgainstHarfBuzz(_ runs: [TextRun]) throws -> Double {
        var width = 0.0
        for (i, run) in runs.enumerated() {
            let face = try #require(run.face)
            let k = run.fontSize / Double(face.unitsPerEm)
            // The run's direction: hb-shape's clusters fall right to left in it.
            let ltr = try LiveHarfBuzz.shape(run.text, face: face, rightToLeft: false)
            let rtl = try LiveHarfBuzz.shape(run.text, face: face, rightToLeft: true)
            let clusters = run.glyphs.map(\.cluster)
            let expected = clusters.count > 1 && clusters.first! > clusters.last! ? rtl : ltr
            #expect(run.glyphs.map(\.glyph) == expected.map(\.glyph), "\(run.text)")
            #expect(clusters == expected.map(\.cluster), "\(run.text)")
            var pen = 0
            var positions: [Point] = []
            for g in expected {
                positions.append(Point(x: Double(pen + g.dx) * k, y: -Double(g.dy) * k))
                pen += g.ax
            }
            #expect(run.glyphs.map(\.position) == positions, "\(run.text)")
            if i + 1 < runs.count {
                #expect(abs(runs[i + 1].origin.x - (run.origin.x + Double(pen) * k)) < 1e-9)
            }
            width += Double(pen) * k
        }
        return width
    }

    @Test("a mixed label draws hb-shape's glyphs, its runs in visual order", arguments: [
        // (A space takes the script before it: after Arabic it is a run of its own.)
        ("The word مرحبا means hello", ["The word ", "مرحبا", " ", "means hello"]),
        ("مرحبا بالعالم", ["مرحبا بالعالم"]),
        ("שלום עולם", ["שלום עולם"]),
        ("abc אבג 123", ["abc ", "123", "אבג "]),
    ])
    func mixedLabel(_ text: String, _ visual: [String]) throws {
        let window = Window(size: Size(width: 300, height: 50))
        let label = try Self.label(text, in: window)
        let runs = Self.textRuns(window)
        #expect(runs.map(\.text) == visual)
        let width = try Self.checkAgainstHarfBuzz(runs)
        #expect(label.drawnRuns.map(\.text) == visual)
        #expect(label.drawnRuns.map(\.glyphs) == runs.map { $0.glyphs.map { Int($0.glyph) } })
        #expect(abs(label.intrinsicContentSize.width - width) < 1e-9)
        // Natural alignment: a right-to-left paragraph ends at the right edge.
        let rightToLeft = Typesetter.firstStrongDirection(text[...]) == .rightToLeft
        let left = runs.map(\.origin.x).min() ?? 0
        #expect(abs(left - (rightToLeft ? 5 + 290 - width : 5)) < 1e-9)
    }

    @Test("textAlignment places the line; baseWritingDirection orders its runs")
    func alignmentAndDirection() throws {
        let window = Window(size: Size(width: 300, height: 50))
        let label = try Self.label("abc אבג", in: window)
        #expect(Self.textRuns(window).map(\.text) == ["abc ", "אבג"])
        let width = try Self.checkAgainstHarfBuzz(Self.textRuns(window))
        #expect(Self.textRuns(window).first?.origin.x == 5)
        label.baseWritingDirection = .rightToLeft
        #expect(Self.textRuns(window).map(\.text) == ["אבג", " ", "abc"])
        #expect(abs((Self.textRuns(window).first?.origin.x ?? 0) - (5 + 290 - width)) < 1e-9)
        for (alignment, x) in [(TextAlignment.left, 5.0), (.center, 5 + (290 - width) / 2), (.right, 5 + 290 - width)] {
            label.textAlignment = alignment
            #expect(abs((Self.textRuns(window).first?.origin.x ?? 0) - x) < 1e-9, "\(alignment)")
        }
        label.textAlignment = .natural
        label.baseWritingDirection = .leftToRight
        #expect(Self.textRuns(window).map(\.text) == ["abc ", "אבג"])
        #expect(Self.textRuns(window).first?.origin.x == 5)
    }

    @Test("a truncated right-to-left line ends with the ellipsis at its logical end, on the left")
    func truncation() throws {
        let window = Window(size: Size(width: 300, height: 50))
        let label = try Self.label("مرحبا بالعالم مرحبا بالعالم مرحبا بالعالم مرحبا", in: window)
        label.frame.size.width = 120
        window.layoutIfNeeded()
        let runs = Self.textRuns(window)
        let line = try #require(label.layoutForDrawing().lines.first)
        #expect(line.hasSuffix("\u{2026}"))
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.text == line)
        _ = try Self.checkAgainstHarfBuzz(runs)
        // The leftmost glyph is the ellipsis, the last character.
        #expect(run.glyphs.first?.cluster == run.text.unicodeScalars.count - 1)
        #expect(run.glyphs.first?.glyph == UInt32(run.face?.glyph(for: "\u{2026}") ?? 0))
    }

    @Test("text fields and text views draw shaped runs in visual order")
    func editingViews() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let font = try #require(Font(family: "DejaVu Sans", size: 17))
        let field = TextField()
        field.font = font
        field.text = "abc مرحبا"
        field.frame = Rect(x: 0, y: 0, width: 300, height: 30)
        let view = TextView()
        view.font = font
        view.text = "שלום abc"
        view.frame = Rect(x: 0, y: 40, width: 300, height: 100)
        window.rootView.addSubview(field)
        window.rootView.addSubview(view)
        window.layoutIfNeeded()
        let runs = Self.textRuns(window)
        #expect(runs.map(\.text) == ["abc ", "مرحبا", "abc", "שלום "])
        _ = try Self.checkAgainstHarfBuzz(Array(runs.prefix(2)))
        _ = try Self.checkAgainstHarfBuzz(Array(runs.suffix(2)))
        view.baseWritingDirection = .leftToRight
        #expect(Self.textRuns(window).suffix(3).map(\.text) == ["שלום", " ", "abc"])
    }
}
