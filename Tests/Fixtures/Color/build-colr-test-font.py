# Builds a small COLR version 0 + CPAL test font with fontTools' FontBuilder:
#   /usr/bin/python3 build-colr-test-font.py OUTPUT.ttf
# Glyphs: .notdef, A (plain outline), square, bar, dot (layer outlines)
# and smile (U+1F600): a colour glyph of three layers — square in palette
# entry 0, bar in entry 1, dot in 0xFFFF (the text colour). U+263A maps to
# 'frown', two layers (square in entry 2, bar in entry 0). CPAL has two
# palettes; only palette 0 is drawn. The colour-glyph tests
# (Tests/StrataTests/Fonts/ColorGlyphTests.swift) and
# Scripts/generate-font-corpus run it; nothing it writes is committed
# except the FontFuzz seed.
import sys
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

def rect(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0)); pen.closePath()
    return pen.glyph()

order = ['.notdef', 'A', 'square', 'bar', 'dot', 'smile', 'frown']
glyphs = {
    '.notdef': rect(50, 0, 450, 700), 'A': rect(100, 0, 500, 700),
    'square': rect(0, 0, 1000, 1000), 'bar': rect(200, 200, 800, 400), 'dot': rect(400, 600, 600, 800),
    'smile': rect(0, 0, 1000, 1000), 'frown': rect(0, 0, 1000, 1000),
}
fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(order)
fb.setupCharacterMap({0x41: 'A', 0x1F600: 'smile', 0x263A: 'frown'})
fb.setupGlyf(glyphs)
fb.setupHorizontalMetrics({n: (1000 if n in ('square', 'smile', 'frown') else 600, 0) for n in order})
fb.setupHorizontalHeader(ascent=900, descent=-100)
fb.setupNameTable({'familyName': 'Strata COLR Test', 'styleName': 'Regular'})
fb.setupOS2(sTypoAscender=900, sTypoDescender=-100, usWinAscent=900, usWinDescent=100)
fb.setupPost()
fb.setupCOLR({'smile': [('square', 0), ('bar', 1), ('dot', 0xFFFF)], 'frown': [('square', 2), ('bar', 0)]},
             version=0)
fb.setupCPAL([[(1.0, 0.8, 0.0, 1.0), (0.2, 0.4, 0.6, 1.0), (0.0, 0.0, 1.0, 0.5)],
              [(0.0, 1.0, 0.0, 1.0), (1.0, 0.0, 0.0, 1.0), (0.0, 0.0, 0.0, 1.0)]])
fb.save(sys.argv[1])
