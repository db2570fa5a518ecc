#!/usr/bin/env python3
"""Makes the 24 x 24 template icons of Examples/game-menu.json.

Each icon is white with anti-aliased alpha (8 x 8 samples a pixel), written
as an RGBA PNG with the standard zlib; the script prints one line per icon,
`NAME BYTES data:image/png;base64,...`, the `src` value the scene holds.
Usage: Scripts/menu-icons.py [OUT_DIR]  (writes NAME.png there when given)
"""
import base64, math, os, struct, sys, zlib

SIZE, SAMPLES = 24, 8

def png(alpha):
    raw = b''.join(b'\x00' + bytes(v for a in row for v in (255, 255, 255, a)) for row in alpha)
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    header = struct.pack('>IIBBBBB', SIZE, SIZE, 8, 6, 0, 0, 0)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')

def render(inside):
    rows = []
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            hits = sum(inside(x + (i + .5) / SAMPLES, y + (j + .5) / SAMPLES)
                       for j in range(SAMPLES) for i in range(SAMPLES))
            row.append(round(255 * hits / (SAMPLES * SAMPLES)))
        rows.append(row)
    return rows

def in_triangle(px, py, a, b, c):
    def side(p, q, r): return (p[0] - r[0]) * (q[1] - r[1]) - (q[0] - r[0]) * (p[1] - r[1])
    p = (px, py)
    d1, d2, d3 = side(p, a, b), side(p, b, c), side(p, c, a)
    return not ((d1 < 0 or d2 < 0 or d3 < 0) and (d1 > 0 or d2 > 0 or d3 > 0))

def play(x, y):
    return in_triangle(x, y, (7, 4), (7, 20), (20, 12))

def gear(x, y):
    r = math.hypot(x - 12, y - 12)
    tooth = math.cos(8 * math.atan2(y - 12, x - 12)) > 0.3
    return 3.2 <= r <= (10 if tooth else 7.8)

STAR = [((11 if i % 2 == 0 else 4.6) * math.cos(-math.pi / 2 + i * math.pi / 5),
         (11 if i % 2 == 0 else 4.6) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]

def star(x, y):
    return any(in_triangle(x - 12, y - 12.8, (0, 0), STAR[i], STAR[(i + 1) % 10]) for i in range(10))

def power(x, y):
    r = math.hypot(x - 12, y - 13)
    angle = math.degrees(math.atan2(y - 13, x - 12))
    ring = 6.5 <= r <= 9 and not (-125 < angle < -55)
    return ring or (abs(x - 12) <= 1.4 and 2 <= y <= 12)

if __name__ == '__main__':
    out = sys.argv[1] if len(sys.argv) > 1 else None
    for name, shape in [('play', play), ('gear', gear), ('star', star), ('power', power)]:
        data = png(render(shape))
        if out:
            with open(os.path.join(out, name + '.png'), 'wb') as f:
                f.write(data)
        print(name, len(data), 'data:image/png;base64,' + base64.b64encode(data).decode())
