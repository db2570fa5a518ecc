import Testing
@testable import StrataImages
import StrataGeometry

/// Whole documents: what the reader makes of elements, styles, references
/// and hostile input.
@Suite("SVG: documents")
struct SVGDocumentTests {
    func shapes(_ image: VectorImage) -> [VectorImage.Shape] {
        image.items.compactMap { if case .shape(let s) = $0 { return s } else { return nil } }
    }

    @Test func sizeAndViewBox() throws {
        let a = try VectorImage(svg: #"<svg width="16px" height="16px" viewBox="0 0 32 32"/>"#)
        #expect(a.size == Size(width: 16, height: 16) && a.viewBox == Rect(x: 0, y: 0, width: 32, height: 32))
        let b = try VectorImage(svg: #"<svg viewBox="-1 -2 24 12"></svg>"#)
        #expect(b.size == Size(width: 24, height: 12) && b.viewBox == Rect(x: -1, y: -2, width: 24, height: 12))
        let c = try VectorImage(svg: #"<svg width="1in" viewBox="0 0 10 5"/>"#)
        #expect(c.size == Size(width: 96, height: 48))
        let d = try VectorImage(svg: #"<svg width="30" height="20"/>"#)
        #expect(d.viewBox == Rect(x: 0, y: 0, width: 30, height: 20))
    }

    /// The style attribute wins over presentation attributes; fill and
    /// stroke inherit; currentColor is the tint unless `color` is set.
    @Test func cascade() throws {
        let image = try VectorImage(svg: """
            <svg viewBox="0 0 10 10"><g fill="#ff0000" stroke="blue" stroke-width="2">
              <rect width="4" height="4" fill="#00ff00" style="fill: #0000ff; stroke: none"/>
              <rect x="5" width="4" height="4" fill="currentColor" stroke-opacity="50%"/>
              <rect y="5" width="4" height="4" color="#123456" fill="currentColor" stroke="none"/>
            </g></svg>
            """)
        let s = shapes(image)
        try #require(s.count == 4)
        #expect(s[0].paint == .color(Color(red: 0, green: 0, blue: 1)) && s[0].drawing == .fill(.nonZero))
        #expect(s[1].paint == .currentColor)
        #expect(s[2].paint == .color(Color(red: 0, green: 0, blue: 1)) && s[2].opacity == 0.5)
        #expect(s[2].drawing == .stroke(StrokeStyle(lineWidth: 2, miterLimit: 4)))
        #expect(s[3].paint == .color(Color(red8: 0x12, green8: 0x34, blue8: 0x56)))
    }

    /// Basic shapes as SVG 1.1 chapter 9 defines their outlines.
    @Test func basicShapes() throws {
        let image = try VectorImage(svg: """
            <svg viewBox="0 0 100 100">
              <rect x="10" y="10" width="20" height="10" rx="30"/>
              <circle cx="50" cy="50" r="5"/>
              <ellipse cx="20" cy="80" rx="10" ry="4"/>
              <line x1="0" y1="0" x2="5" y2="5" stroke="black"/>
              <polygon points="0,0 10,0 5,8 3"/>
              <rect width="0" height="5"/>
              <circle r="-1"/>
            </svg>
            """)
        let s = shapes(image)
        try #require(s.count == 5)
        #expect(s[0].path.boundingBox == Rect(x: 10, y: 10, width: 20, height: 10))
        #expect(s[1].path.boundingBox == Rect(x: 45, y: 45, width: 10, height: 10))
        #expect(s[2].path.boundingBox == Rect(x: 10, y: 76, width: 20, height: 8))
        #expect(s[3].path.elements == [.move(to: .zero), .line(to: Point(x: 5, y: 5))])
        #expect(s[4].path.elements == [.move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 5, y: 8)),
                                       .closeSubpath])
        #expect(image.warnings == ["points with an odd count of numbers: the last is dropped"])
    }

    /// Transforms compose from the root down; `use` adds x and y.
    @Test func transformsAndUse() throws {
        let image = try VectorImage(svg: """
            <svg xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">
              <defs><rect id="r" width="1" height="1" transform="scale(2)"/></defs>
              <g transform="translate(10 0)"><use xlink:href="#r" x="5" y="7"/></g>
            </svg>
            """)
        let s = shapes(image)
        try #require(s.count == 1)
        #expect(s[0].transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 15, ty: 7))
    }

    /// Opacity on a group, or on a shape that fills and strokes, makes a
    /// layer; on a shape drawn once it multiplies its paint's opacity.
    @Test func opacity() throws {
        let image = try VectorImage(svg: """
            <svg viewBox="0 0 10 10"><g opacity="0.5"><rect width="1" height="1" opacity="0.5" fill-opacity="0.5"/></g>
            <rect width="1" height="1" stroke="red" opacity="0.25"/></svg>
            """)
        let items = image.items
        try #require(items.count == 7)
        #expect(items[0] == .beginGroup(opacity: 0.5) && items[2] == .endGroup && items[3] == .beginGroup(opacity: 0.25))
        guard case .shape(let first) = items[1] else { Issue.record("not a shape"); return }
        #expect(first.opacity == 0.25)
    }

    /// Gradients inherit attributes and stops through href; bounding-box
    /// units map (0, 0)–(1, 1) onto the shape's box.
    @Test func gradients() throws {
        let image = try VectorImage(svg: """
            <svg xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"><defs>
              <linearGradient id="a"><stop offset="0" stop-color="red"/><stop offset="2" stop-color="blue" stop-opacity=".5"/></linearGradient>
              <linearGradient id="b" xlink:href="#a" x2="0" y2="100%"/>
            </defs><rect x="10" y="20" width="30" height="40" fill="url(#b)"/>
            <rect width="1" height="1" fill="url(#missing) green"/><rect width="1" height="1" fill="url(#missing)"/></svg>
            """)
        let s = shapes(image)
        try #require(s.count == 2)
        guard case .gradient(let g) = s[0].paint else { Issue.record("no gradient"); return }
        #expect(g.kind == .linear(start: .zero, end: Point(x: 0, y: 1)))
        #expect(g.transform == AffineTransform(a: 30, b: 0, c: 0, d: 40, tx: 10, ty: 20))
        #expect(g.stops == [VectorGradient.Stop(offset: 0, color: .red),
                            VectorGradient.Stop(offset: 1, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))])
        #expect(g.color(at: 0.5) == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.75))
        #expect(s[1].paint == .color(Color(red8: 0, green8: 128, blue8: 0)))
    }

    @Test func clipPath() throws {
        let image = try VectorImage(svg: """
            <svg viewBox="0 0 100 100"><clipPath id="c" transform="translate(5 0)"><rect width="10" height="10"/></clipPath>
            <g transform="translate(0 20)" clip-path="url(#c)"><rect width="50" height="50"/></g></svg>
            """)
        let s = shapes(image)
        try #require(s.count == 1)
        #expect(s[0].clip?.path.boundingBox == Rect(x: 5, y: 20, width: 10, height: 10))
    }

    /// What is not drawn is a warning, never an error.
    @Test func unsupportedContentWarns() throws {
        let image = try VectorImage(svg: """
            <?xml version="1.0"?><!DOCTYPE svg [ <!ENTITY x "y"> ]><!-- a comment -->
            <svg xmlns:sodipodi="http://sodipodi" viewBox="0 0 10 10"><sodipodi:namedview/><text>Hi</text>
            <filter id="f"/><rect width="1" height="1" filter="url(#f)" mask="url(#m)"/><script>alert(1)</script>
            <use href="other.svg#a"/><image href="a.png"/><![CDATA[ <rect/> ]]></svg>
            """)
        #expect(shapes(image).count == 1)
        #expect(image.warnings == ["<text> is not drawn", "<filter> is not drawn", "mask is not applied",
                                   "filter is not applied", "<script> is not drawn",
                                   "external reference other.svg#a is not read", "<image> is not drawn"])
    }

    /// Hostile documents: an error or a cut, never a hang or a trap.
    @Test func deepNestingIsAnError() {
        let deep = "<svg>" + String(repeating: "<g>", count: 100) + String(repeating: "</g>", count: 100) + "</svg>"
        #expect(throws: SVGError.self) { try VectorImage(svg: deep) }
        let many = "<svg>" + String(repeating: "<g/>", count: SVGLimits.maximumElements + 1) + "</svg>"
        #expect(throws: SVGError.self) { try VectorImage(svg: many) }
        #expect(throws: SVGError.self) { try VectorImage(svg: "<svg><g></svg") }
        #expect(throws: SVGError.self) { try VectorImage(svg: "<html/>") }
        #expect(throws: SVGError.self) { try VectorImage(svg: "") }
    }

    /// `use` cycles are cut; ten levels of ten uses each (10¹⁰ shapes) stop
    /// at the shape limit.
    @Test func useCyclesAndExplosions() throws {
        let cycle = try VectorImage(svg: """
            <svg><g id="a"><rect width="1" height="1"/><use href="#a"/></g><use href="#b" id="b"/></svg>
            """)
        #expect(shapes(cycle).count == 1)
        #expect(cycle.warnings == ["use #a refers to itself or nests too deep: cut",
                                   "use #b refers to itself or nests too deep: cut"])
        var text = #"<svg><g id="g0"><rect width="1" height="1"/></g>"#
        for level in 1...10 {
            text += "<g id=\"g\(level)\">" + String(repeating: "<use href=\"#g\(level - 1)\"/>", count: 10) + "</g>"
        }
        let exploded = try VectorImage(svg: text + "</svg>")
        #expect(shapes(exploded).count <= SVGLimits.maximumShapes)
        #expect(exploded.warnings.contains { $0.contains("cut") })
    }

    @Test func hugeNumbersAreClamped() throws {
        let image = try VectorImage(svg: #"<svg><path d="M 1e400 -1e999 L 0 1e-400 Z" stroke-width="1e300"/></svg>"#)
        let s = shapes(image)
        try #require(s.count == 1)
        #expect(s[0].path.elements.first == .move(to: Point(x: 1e9, y: -1e9)))
    }
}
