import Foundation
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
    static let python = "/usr/bin/python3"

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
        guard FileManager.default.isExecutableFile(atPath: python) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
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
        _ = try #require(try run(["-c", buildScript, kind, path]))
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

    /// Glyphs of the built fonts: `.notdef`, `A` (width, stems, hint mask),
    /// `acute`, `Aacute` (a `seac` accent), every flex operator, every
    /// curve and line operator (with `cntrmask`), 16.16 numbers and `div`,
    /// and lone moves. The CFF2 font has two variation regions: `blend`s
    /// and `vsindex`.
    static let buildScript = """
    import sys
    from fontTools.fontBuilder import FontBuilder
    from fontTools.misc.psCharStrings import T2CharString
    kind, out = sys.argv[1], sys.argv[2]
    order = ['.notdef', 'A', 'acute', 'Aacute', 'flexes', 'curves', 'fixed', 'moves']
    P = {
      '.notdef': [500, 'endchar'],
      'A': [600, 0, 500, 'hstemhm', 100, 500, 'vstemhm', 'hintmask', bytes([0xC0]), 100, 0, 'rmoveto', 500, 500, -500, 'vlineto', 'endchar'],
      'acute': [200, 600, 'rmoveto', 100, 100, 'rlineto', 50, -50, 'rlineto', 'endchar'],
      'Aacute': [650, 100, 150, 65, 194, 'endchar'],
      'flexes': [0, 0, 'rmoveto', 10, 20, 30, 40, 50, 0, 60, 0, 70, -40, 80, -20, 50, 'flex',
                 20, 30, 40, 50, 60, -30, 70, 'hflex', 10, 20, 30, 40, 50, 60, 70, -15, 80, 'hflex1',
                 10, 5, 20, 10, 30, 15, 40, -10, 50, -20, 60, 'flex1', 5, 40, 5, 40, 5, 40, 5, 40, -5, 40, 33, 'flex1', 'endchar'],
      'curves': [0, 100, 'hstem', 10, 20, 'vstem', 'cntrmask', bytes([0x80]), 10, 20, 'rmoveto',
                 5, 10, 20, 30, 40, 50, 60, 70, 80, 'hhcurveto', 7, 10, 20, 30, 40, 'vvcurveto',
                 10, 20, 30, 40, 50, 60, 70, 80, 90, 'hvcurveto', 10, 20, 30, 40, 50, 60, 70, 80, 'vhcurveto',
                 1, 2, 3, 4, 5, 6, 7, 8, 'rcurveline', 1, 2, 3, 4, 5, 6, 7, 8, 'rlinecurve',
                 10, 20, 30, 'hlineto', 40, 50, 'vlineto', 'endchar'],
      'fixed': [0.5, -3.25, 'rmoveto', 100.125, 0, 0, 100.75, 'rlineto', 300, 7, 'div', 11, 'rlineto', 'endchar'],
      'moves': [100, 'hmoveto', 50, 'vmoveto', 10, 20, 'rmoveto', 100, 'hlineto', 100, 'vlineto', 5, 5, 'rmoveto', 'endchar'],
    }
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({0x41: 'A', 0xC1: 'Aacute'})
    fb.setupNameTable({'familyName': 'Strata CFF Test', 'styleName': 'Regular'})
    if kind == 'cff':
        fb.setupCFF('StrataCFFTest', {'FullName': 'Strata CFF Test'}, {n: T2CharString(program=P[n]) for n in order}, {})
    else:
        fb.setupFvar([('wght', 100, 400, 900, 'Weight')], [])
        cs = {}
        for n in order:
            prog = [x for x in P[n] if x != 'endchar']
            if n == 'Aacute': prog = []
            if n == 'A': prog = prog[1:]
            if n == 'flexes': prog = [0, 'vsindex'] + prog
            if n == 'moves':
                prog = [100, 30, -20, 1, 'blend', 'hmoveto', 50, 'vmoveto', 10, 20, 5, 6, 7, 8, 2, 'blend', 'rmoveto',
                        100, 'hlineto', 100, 'vlineto']
            cs[n] = T2CharString(program=prog)
        fb.setupCFF2(cs, regions=[{'wght': (0, 1.0, 1.0)}, {'wght': (-1.0, -1.0, 0)}])
    fb.setupHorizontalMetrics({n: (600, 0) for n in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupOS2()
    fb.setupPost()
    fb.save(out)
    """
}
