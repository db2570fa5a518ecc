import Testing
import Strata
@testable import StrataRaster

/// `CoverageScanner`: the exact covered area of overlapping contours whose
/// horizontal edges cross other edges inside a pixel row, under both rules,
/// and the same values whichever rows are kept.
@Suite struct CoverageScannerTests {
    /// The edges of the rectangle `x0…x1 × y0…y1` (pixels, y down), clockwise on screen.
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [CoverageScanner.Edge] {
        let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        return (0..<4).compactMap { CoverageScanner.Edge(corners[$0], corners[($0 + 1) % 4]) }
    }

    /// A stem 1.5…2.5 × 0…4 and a bar 0.25…3.75 × 1.5…2.5 over it: the
    /// bar's top and bottom edges (horizontal) cross the stem's sides in
    /// the middle of rows 1 and 2. The areas by hand: the bar covers half
    /// of those rows' height; pixel 1 of row 1 is the stem's right half
    /// (0.5) and the bar's lower left quarter (0.25); under even-odd the
    /// overlap 1.5…2.5 × 1.5…2.5 is a hole, which takes 0.25 from each.
    static let cases: [(rule: FillRule, expected: [Float])] = [
        (.nonZero, [0, 0.5, 0.5, 0, 0,
                    0.375, 0.75, 0.75, 0.375, 0,
                    0.375, 0.75, 0.75, 0.375, 0,
                    0, 0.5, 0.5, 0, 0]),
        (.evenOdd, [0, 0.5, 0.5, 0, 0,
                    0.375, 0.5, 0.5, 0.375, 0,
                    0.375, 0.5, 0.5, 0.375, 0,
                    0, 0.5, 0.5, 0, 0]),
    ]

    @Test(arguments: 0..<cases.count)
    func barAcrossAStemHasTheAreaOfTheUnion(index: Int) {
        let (rule, expected) = Self.cases[index]
        let edges = Self.rect(1.5, 0, 2.5, 4) + Self.rect(0.25, 1.5, 3.75, 2.5)
        #expect(CoverageScanner(width: 5, height: 4, rule: rule).coverage(of: edges) == expected)
        // The other contour first.
        #expect(CoverageScanner(width: 5, height: 4, rule: rule).coverage(of: edges.reversed()) == expected)
    }

    /// Rows kept one at a time give the rows of the whole box, bit for bit.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func keptRowsAreTheRowsOfTheWhole(rule: FillRule) {
        var edges = Self.rect(1.5, 0, 2.5, 4) + Self.rect(0.25, 1.5, 3.75, 2.5)
        // A bow tie across the bar, crossing itself at (2.6, 2.2).
        let bow = [(0.3, 0.7), (4.9, 3.7), (4.9, 0.7), (0.3, 3.7)]
        edges += (0..<4).compactMap { CoverageScanner.Edge(bow[$0], bow[($0 + 1) % 4]) }
        let whole = CoverageScanner(width: 5, height: 4, rule: rule).coverage(of: edges)
        var rows: [Float] = []
        for y in 0..<4 {
            rows += CoverageScanner(width: 5, height: 4, rowLo: y, rowHi: y + 1, rule: rule).coverage(of: edges)
        }
        #expect(rows == whole)
        #expect(whole.contains { $0 > 0 && $0 < 1 })
    }
}
