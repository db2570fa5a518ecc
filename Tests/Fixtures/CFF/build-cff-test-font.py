# Builds the small CFF and CFF2 test fonts with fontTools' FontBuilder:
#   /usr/bin/python3 build-cff-test-font.py cff|cff2 OUTPUT.otf
# Glyphs: .notdef, A (width, stems, hint mask), acute, Aacute (a seac
# accent), every flex operator, every curve and line operator (with
# cntrmask), 16.16 numbers and div, and lone moves. The CFF2 font has two
# variation regions: blends and vsindex. The CFF tests (FontToolsOracle)
# and Scripts/generate-font-corpus run it; nothing it writes is committed
# except the FontFuzz seeds.
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
