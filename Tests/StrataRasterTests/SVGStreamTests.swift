import Strata
import StrataTestFonts
import Testing
@testable import StrataRaster

/// `SVGWriter.write(_:to:)` hands the document over in pieces; joined, they
/// are `write(_:)`'s string byte for byte.
@Suite("SVG writer: streamed output")
struct SVGStreamTests {
    static let face = try! FontFace(bytes: TestFont().bytes())

    /// The lists the SVG tests write, and one long enough for many pieces.
    static let lists: [(name: String, list: DisplayList)] = {
        let faceRun = TextRun(text: "A&V", origin: Point(x: 1, y: 10), fontSize: 10, fontName: face.fontName,
                              face: face, color: .black)
        var cff = TestFont()
        cff.cff = true
        let cffFace = try! FontFace(bytes: cff.bytes())
        let lines = (0..<600).map { i in
            DisplayCommand.text(TextRun(text: "line \(i): <quoted> & \"escaped\" text, caf\u{E9}", origin: Point(x: 2, y: 10 + Double(i) * 12),
                                        fontSize: 10, color: .black, opacity: 0.5))
        }
        return [
            ("SVGWriterTests.list", SVGWriterTests.list),
            ("a dash", DisplayList(size: Size(width: 10, height: 10), commands: [
                .text(TextRun(text: "-", origin: Point(x: 1, y: 8), fontSize: 10, color: .red)),
            ])),
            ("an unbalanced push", DisplayList(size: Size(width: 1, height: 1), commands: [
                .pushClip(rect: Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0),
            ])),
            ("a face", DisplayList(size: Size(width: 20, height: 20), commands: [.text(faceRun)])),
            ("a CFF face", DisplayList(size: Size(width: 30, height: 20), commands: [
                .text(TextRun(text: "AV", origin: Point(x: 0, y: 15), fontSize: 10, fontName: cffFace.fontName,
                              face: cffFace, color: .black)),
            ])),
            ("600 lines", DisplayList(size: Size(width: 400, height: 7300), commands: lines)),
            ("empty", DisplayList(size: Size(width: 0, height: 0))),
        ]
    }()

    static let writers: [SVGWriter] = [SVGWriter(), SVGWriter(scale: 2, textMode: .textElements)]

    @Test(arguments: lists.indices, writers.indices)
    func piecesJoinedAreTheString(list index: Int, writer w: Int) {
        let (name, list) = Self.lists[index]
        let writer = Self.writers[w]
        var pieces: [[UInt8]] = []
        writer.write(list) { pieces.append(Array($0)) }
        let string = writer.write(list)
        #expect(pieces.flatMap { $0 } == Array(string.utf8), "\(name)")
        #expect(!pieces.contains { $0.isEmpty }, "\(name)")
        // Every piece but the last reached the piece size; none is much larger.
        for piece in pieces.dropLast() {
            #expect(piece.count >= SVGWriter.pieceSize && piece.count < SVGWriter.pieceSize + 256, "\(name)")
        }
        #expect((pieces.last?.count ?? 0) < SVGWriter.pieceSize + 256, "\(name)")
    }

    @Test func longListComesInManyPieces() {
        var count = 0, bytes = 0
        SVGWriter().write(Self.lists[5].list) { count += 1; bytes += $0.count }
        #expect(bytes == SVGWriter().write(Self.lists[5].list).utf8.count)
        #expect(count == (bytes + SVGWriter.pieceSize - 1) / SVGWriter.pieceSize || count == bytes / SVGWriter.pieceSize + 1)
        #expect(count > 10)
    }

    /// `&` and `"` followed by a combining mark are one `Character` each;
    /// they were left bare, which made the document malformed.
    @Test func ampersandBeforeACombiningMarkIsEscaped() {
        let list = DisplayList(size: Size(width: 100, height: 20), commands: [
            .text(TextRun(text: "a&\u{301}b<\u{301}\"\u{301}", origin: Point(x: 1, y: 10), fontSize: 10, color: .black)),
        ])
        #expect(SVGWriter(textMode: .textElements).write(list) == """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="20" viewBox="0 0 100 20">
          <text x="1" y="10" font-family="monospace" font-size="10" textLength="30" fill="#000000">a&amp;\u{301}b&lt;\u{301}&quot;\u{301}</text>
        </svg>

        """)
        #expect(escapeXML("&\u{301}>") == "&amp;\u{301}&gt;")
        #expect("'\u{301}'".replacingQuotes() == "\\'\u{301}\\'")
    }
}

/// Text that cannot show — outside the viewBox, or outside the clips in
/// effect — is not written: the raster draws nothing there either, and a
/// long label's hidden lines made documents of gigabytes.
@Suite("SVG writer: text that cannot show")
struct SVGCullingTests {
    static func svg(_ commands: [DisplayCommand], _ writer: SVGWriter = SVGWriter()) -> String {
        writer.write(DisplayList(size: Size(width: 20, height: 20), commands: commands))
    }

    static func dash(_ x: Double, _ y: Double) -> DisplayCommand {
        .text(TextRun(text: "-", origin: Point(x: x, y: y), fontSize: 10, color: .red))
    }

    @Test func runsOutsideTheViewBoxAreLeftOut() {
        // The dash's cells span y − 7 … y + 2 and x … x + 5.
        let header = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\" viewBox=\"0 0 20 20\">\n"
        #expect(Self.svg([Self.dash(1, 27), Self.dash(1, -2), Self.dash(20, 8), Self.dash(-6, 8)]) == header + "</svg>\n")
        // Touching the inside by any amount keeps the whole run.
        #expect(Self.svg([Self.dash(1, 26.9)]) == header + "  <path d=\"M1 22.9h5v1h-5z\" fill=\"#FF0000\"/>\n</svg>\n")
        #expect(Self.svg([Self.dash(-4.9, 8)]) == header + "  <path d=\"M-4.9 4h5v1h-5z\" fill=\"#FF0000\"/>\n</svg>\n")
    }

    @Test func runsOutsideTheClipAreLeftOut() {
        let clip = DisplayCommand.pushClip(rect: Rect(x: 0, y: 0, width: 20, height: 5), cornerRadius: 0)
        #expect(Self.svg([clip, Self.dash(1, 20), .popClip, Self.dash(1, 20)]) == """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">
          <clipPath id="clip1"><rect x="0" y="0" width="20" height="5"/></clipPath>
          <g clip-path="url(#clip1)">
          </g>
          <path d="M1 16h5v1h-5z" fill="#FF0000"/>
        </svg>

        """)
    }

    @Test func glyphsOfALongLineOutsideAreLeftOut() {
        // 10,000 dashes from x = −30 000: only the glyphs over 0 … 20 show.
        let run = TextRun(text: String(repeating: "-", count: 10_000), origin: Point(x: -30_000, y: 8), fontSize: 10, color: .red)
        #expect(Self.svg([.text(run)]) == """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">
          <path d="M0 4h5v1h-5z M6 4h5v1h-5z M12 4h5v1h-5z M18 4h5v1h-5z" fill="#FF0000"/>
        </svg>

        """)
    }

    @Test func glyphsOfAFaceOutsideAreLeftOut() {
        let face = SVGStreamTests.face
        // "A" at 10 pt: an advance of 6 pt, one contour; the head box is
        // −350…800 units (−3.5…8 pt, kept with half a point more): the A at
        // x = −200 + 6i is written for −8.5 < x < 24, i = 32…37.
        let run = TextRun(text: String(repeating: "A", count: 100), origin: Point(x: -200, y: 10), fontSize: 10,
                          fontName: face.fontName, face: face, color: .black)
        let paths = Self.svg([.text(run)])
        let subpaths = paths.split(separator: "M").count - 1
        #expect(subpaths == 6, "\(paths)")
        #expect(paths.contains("data-font-family=\"Strata Test\""))
    }

    @Test func textElementsAreKeptWithinAFontSizeOfTheEdge() {
        let writer = SVGWriter(textMode: .textElements)
        #expect(Self.svg([Self.dash(1, 35)], writer).contains("<text"))
        #expect(!Self.svg([Self.dash(1, 37)], writer).contains("<text"))
    }
}
