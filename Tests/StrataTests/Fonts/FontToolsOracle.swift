import Foundation
import StrataTestFonts
import Testing
@testable import Strata

/// fontTools (Debian's `python3-fonttools`, run with `/usr/bin/python3`) as
/// the reference for CFF and CFF2 outlines: it builds the small test fonts
/// at test time and draws glyphs with a `DecomposingRecordingPen`.
///
/// The pen's values are fontTools' own, unrounded: charstring integers
/// summed as Python ints, 16.16 fixed numbers as `value / 65536`, `div`
/// as a true division; `seac` accents decomposed by translation. Strata's
/// `Double`s must equal them exactly.
enum FontToolsOracle {

    /// Whether `/usr/bin/python3` imports fontTools.
    static let isAvailable: Bool = (try? run(["-c", "import fontTools"])) != nil
    /// The reason shown for a skipped test.
    static let missing: Comment = "/usr/bin/python3 with fontTools is not installed (apt-get install python3-fonttools)"

    /// Noto Sans CJK (Debian's `fonts-noto-cjk`): a CFF collection of CID-keyed faces.
    static let notoSansCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let hasNotoSansCJK = FileManager.default.fileExists(atPath: notoSansCJK)
    static let missingCJK: Comment = "Noto Sans CJK is not installed (\(notoSansCJK); apt-get install fonts-noto-cjk)"

    /// Runs `/usr/bin/python3` with `arguments`; its standard output, or
    /// `nil` when it failed.
    static func run(_ arguments: [String]) throws -> String? {
        try DebianPython.output(arguments)
    }

    /// Draws glyphs `glyphs` of face `index` of the font at `path` with
    /// fontTools: one segment list per glyph.
    static func outlines(_ path: String, index: Int = 0, glyphs: [Int]) throws -> [[GlyphOutline.Segment]] {
        let text = try #require(try run(["-c", drawScript, path, String(index), glyphs.map(String.init).joined(separator: ",")]))
        return try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            try line.split(separator: ";").map { part in
                let fields = part.split(separator: " ")
                let v = try fields.dropFirst().map { try #require(Double(String($0))) }
                func p(_ i: Int) -> Point { Point(x: v[2 * i], y: v[2 * i + 1]) }
                switch fields.first {
                case "M": return .move(p(0))
                case "L": return .line(p(0))
                case "C": return .cubic(control1: p(0), control2: p(1), to: p(2))
                case "Z": return .close
                default: throw OracleError(line: String(part))
                }
            }
        }
    }

    struct OracleError: Error { let line: String }

    /// Saves a small font fontTools builds (`"cff"` or `"cff2"`) at `path`.
    static func build(_ kind: String, at path: String) throws {
        _ = try #require(try run([buildScript, kind, path]))
    }

    static let drawScript = """
    import sys
    from fontTools.ttLib import TTFont
    from fontTools.pens.recordingPen import DecomposingRecordingPen
    f = TTFont(sys.argv[1], fontNumber=int(sys.argv[2]), lazy=True)
    order = f.getGlyphOrder(); gs = f.getGlyphSet()
    ops = {'moveTo': 'M', 'lineTo': 'L', 'curveTo': 'C', 'closePath': 'Z', 'qCurveTo': 'Q', 'endPath': 'E'}
    for g in [int(g) for g in sys.argv[3].split(',')]:
        pen = DecomposingRecordingPen(gs)
        gs[order[g]].draw(pen)
        print(';'.join(ops[op] + ''.join(' %r %r' % tuple(p) for p in pts) for op, pts in pen.value))
    """

    /// The script that builds the small CFF and CFF2 test fonts
    /// (Tests/Fixtures/CFF/build-cff-test-font.py; see its comment).
    static let buildScript: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)   // Fonts/FontToolsOracle.swift, StrataTests
        return parts.joined(separator: "/") + "/Fixtures/CFF/build-cff-test-font.py"
    }()
}
