import Strata
import Testing
@testable import StrataRaster

@Suite("SVG writer")
struct SVGWriterTests {
    static let list = DisplayList(size: Size(width: 100, height: 50), commands: [
        .rect(RectCommand(rect: Rect(x: 0, y: 0, width: 100, height: 50), fill: .white)),
        .pushClip(rect: Rect(x: 10, y: 10, width: 80, height: 30), cornerRadius: 6),
        .rect(RectCommand(rect: Rect(x: 5, y: 5, width: 40.5, height: 20), fill: Color(red: 1, green: 0, blue: 0, alpha: 0.5),
                          cornerRadius: 4, borderWidth: 2, borderColor: .blue, opacity: 0.5)),
        .text(TextRun(text: "a<b", origin: Point(x: 12, y: 30), fontSize: 10, color: .black)),
        .popClip,
    ])

    @Test func goldenWithTextElements() {
        let svg = SVGWriter(scale: 2, textMode: .textElements).write(SVGWriterTests.list)
        #expect(svg == """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 100 50">
          <rect x="0" y="0" width="100" height="50" fill="#FFFFFF"/>
          <clipPath id="clip1"><rect x="10" y="10" width="80" height="30" rx="6"/></clipPath>
          <g clip-path="url(#clip1)">
            <rect x="5" y="5" width="40.5" height="20" rx="4" fill="#FF0000" fill-opacity="0.25"/>
            <rect x="6" y="6" width="38.5" height="18" rx="3" fill="none" stroke="#0000FF" stroke-opacity="0.5" stroke-width="2"/>
            <text x="12" y="30" font-family="monospace" font-size="10" textLength="18" fill="#000000">a&lt;b</text>
          </g>
        </svg>

        """)
    }

    @Test func glyphPathsTraceInkedCells() {
        let list = DisplayList(size: Size(width: 10, height: 10), commands: [
            .text(TextRun(text: "-", origin: Point(x: 1, y: 8), fontSize: 10, color: .red)),
        ])
        // "-" is one row of five cells, row 3: y = 8 − 7 + 3 = 4.
        #expect(SVGWriter().write(list) == """
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
          <path d="M1 4h5v1h-5z" fill="#FF0000"/>
        </svg>

        """)
    }

    @Test func unbalancedPushIsClosed() {
        let list = DisplayList(size: Size(width: 1, height: 1), commands: [.pushClip(rect: Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0)])
        #expect(SVGWriter().write(list).hasSuffix("  </g>\n</svg>\n"))
    }

    @Test(arguments: [(0.0, "0"), (1.5, "1.5"), (-2, "-2"), (10.200000000000001, "10.2"), (1.0 / 3, "0.3333")])
    func numbersAreShort(value: Double, text: String) {
        #expect(svgNumber(value) == text)
    }
}
