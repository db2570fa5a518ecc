#!/usr/bin/env python3
"""Writes the golden PNG files of Tests/Fixtures/PNG, once; the tests read
the files and never run this script.

Each `NAME.png` is a 37 x 23 image (odd sizes, so that rows end inside a
byte and every Adam7 pass is ragged) of seeded pseudo-random samples,
encoded here from scratch with Python's zlib (level 9: dynamic Huffman
blocks) and split into IDAT chunks of 100 bytes. Row y uses filter type
y % 5, so every file has all five filters. `NAME.rgba` holds the pixels
the decoder must produce: 8-bit RGBA, straight alpha, 16-bit samples
rounded (v * 255 + 32767) // 65535, 1/2/4-bit samples scaled
v * 255 // (2^depth - 1), tRNS colours transparent.

Run:  python3 Tests/Fixtures/PNG/make-fixtures.py   (Python 3 with zlib)
"""
import os
import random
import struct
import zlib

W, H = 37, 23
HERE = os.path.dirname(os.path.abspath(__file__))
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind.encode() + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filter_row(kind, row, prev, bpp):
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - pred) & 0xFF)
    return bytes([kind]) + bytes(out)


def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = acc << depth | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def to8(v, depth):
    if depth == 16:
        return (v * 255 + 32767) // 65535
    return v * 255 // ((1 << depth) - 1)


def make(name, color, depth, interlace, trns=None, palette_size=None, extra_chunks=()):
    rng = random.Random(name)
    channels = CHANNELS[color]
    top = (1 << depth) - 1
    if color == 3:
        palette_size = palette_size or (1 << depth)
        palette = [(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(palette_size)]
        top = palette_size - 1
    # Samples: a gradient with noise, and a few pixels equal to the tRNS key.
    pixels = []
    for y in range(H):
        line = []
        for x in range(W):
            if rng.random() < 0.5:
                px = [min(top, (x * 7 + y * 3 + k * 11) * top // 300) for k in range(channels)]
            else:
                px = [rng.randrange(top + 1) for _ in range(channels)]
            if trns is not None and color in (0, 2) and (x + y) % 7 == 0:
                px = list(trns)
            line.append(px)
        pixels.append(line)
    bpp = max(1, channels * depth // 8)
    raw = bytearray()
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    row_index = 0
    for x0, y0, dx, dy in passes:
        xs = list(range(x0, W, dx))
        ys = list(range(y0, H, dy))
        if not xs or not ys:
            continue
        prev = bytes(len(pack_row([0] * (len(xs) * channels), depth)))
        for y in ys:
            row = pack_row([s for x in xs for s in pixels[y][x]], depth)
            raw += filter_row(row_index % 5, row, prev, bpp)
            row_index += 1
            prev = row
    rgba = bytearray()
    for y in range(H):
        for x in range(W):
            px = pixels[y][x]
            if color == 3:
                r, g, b = palette[px[0]]
                a = trns[px[0]] if trns is not None and px[0] < len(trns) else 255
            elif color in (0, 4):
                r = g = b = to8(px[0], depth)
                a = to8(px[1], depth) if color == 4 else (0 if trns is not None and px == list(trns) else 255)
            else:
                r, g, b = (to8(s, depth) for s in px[:3])
                a = to8(px[3], depth) if color == 6 else (0 if trns is not None and px == list(trns) else 255)
            rgba += bytes([r, g, b, a])
    out = b"\x89PNG\r\n\x1a\n" + chunk("IHDR", struct.pack(">IIBBBBB", W, H, depth, color, 0, 0, interlace))
    for kind, data in extra_chunks:
        out += chunk(kind, data)
    if color == 3:
        out += chunk("PLTE", b"".join(bytes(p) for p in palette))
    if trns is not None:
        if color == 3:
            out += chunk("tRNS", bytes(trns))
        else:
            out += chunk("tRNS", b"".join(struct.pack(">H", s) for s in trns))
    data = zlib.compress(bytes(raw), 9)
    for k in range(0, len(data), 100):
        out += chunk("IDAT", data[k:k + 100])
    out += chunk("IEND", b"")
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        f.write(out)
    with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
        f.write(rgba)


COMBOS = [(0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
          (4, 8), (4, 16), (6, 8), (6, 16)]
for color, depth in COMBOS:
    for interlace in (0, 1):
        make("type%d-depth%d%s" % (color, depth, "-adam7" if interlace else ""), color, depth, interlace)
make("type0-depth4-trns", 0, 4, 0, trns=(9,))
make("type0-depth16-trns", 0, 16, 0, trns=(40000,))
make("type2-depth8-trns-adam7", 2, 8, 1, trns=(10, 20, 30))
make("type2-depth16-trns", 2, 16, 0, trns=(1000, 2000, 65535))
make("type3-depth8-trns-short", 3, 8, 0, trns=(0, 128, 255, 7), palette_size=200)
make("type3-depth2-trns-adam7", 3, 2, 1, trns=(50, 0, 200), palette_size=3)
make("type6-depth8-ancillary", 6, 8, 0, extra_chunks=[
    ("gAMA", struct.pack(">I", 45455)),
    ("cHRM", struct.pack(">8I", 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000)),
    ("sRGB", b"\x00"),
    ("iCCP", b"fake profile\x00\x00" + zlib.compress(b"not really a profile")),
    ("tEXt", b"Comment\x00made by make-fixtures.py"),
])
