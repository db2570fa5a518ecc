# Rewrites every CBLC index subtable of a font in another index format
# (3: 16-bit offsets, 4: sparse glyph/offset pairs), keeping the images:
#   /usr/bin/python3 convert-cblc-index-format.py IN.ttf OUT.ttf FORMAT
# The colour-glyph tests run it on a subset of Noto Color Emoji (which
# uses format 1) to read the other formats against fontTools.
import sys
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import E_B_L_C_ as E
src, out, fmt = sys.argv[1], sys.argv[2], int(sys.argv[3])
f = TTFont(src)
for strike in f['CBLC'].strikes:
    tables = []
    for t in strike.indexSubTables:
        n = getattr(E, 'eblc_index_sub_table_%d' % fmt)(None, f)
        n.indexFormat, n.imageFormat, n.names = fmt, t.imageFormat, list(t.names)
        n.firstGlyphIndex, n.lastGlyphIndex, n.locations = t.firstGlyphIndex, t.lastGlyphIndex, list(t.locations)
        tables.append(n)
    strike.indexSubTables = tables
f.save(out)
