#!/usr/bin/env python3
"""Draws Tablée's app icons as PNG files using only the Python standard library.

    python3 scripts/make-icons.py            # writes public/icons/*.png

Design: a felt-green table (#1f3a2e, lit slightly in the middle) with a cream (#f6f1e7) playing
card carrying a red diamond, and a die showing five pips lying across its corner.
Shapes are drawn as signed distance fields, which gives clean anti-aliased edges without any
imaging library.

Outputs (committed, so the build never needs Python):
  icon-192.png, icon-512.png     purpose "any": rounded square, transparent corners
  icon-maskable-512.png          purpose "maskable": full-bleed square, the card and die stay
                                 inside the central 80 % safe-zone circle
  apple-touch-icon.png (180)     full-bleed square (iOS rounds the corners itself)
  favicon.png (48)               rounded square
"""

import math
import os
import struct
import sys
import zlib

FELT = (0x1F, 0x3A, 0x2E)
FELT_LIGHT = (0x2C, 0x52, 0x41)
CREAM = (0xF6, 0xF1, 0xE7)
DIE_WHITE = (0xFF, 0xFB, 0xF3)
CARD_LINE = (0xC9, 0xB7, 0x94)
RED = (0xB8, 0x3A, 0x32)
SHADOW = (0x0B, 0x17, 0x12)


# --- signed distance functions (negative inside) ----------------------------------------------
def sd_round_box(x, y, hx, hy, r):
    qx = abs(x) - hx + r
    qy = abs(y) - hy + r
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    inside = min(max(qx, qy), 0.0)
    return outside + inside - r


def sd_rhombus(x, y, a, b):
    """Diamond with half-width a and half-height b (distance is exact along the edges)."""
    return (abs(x) * b + abs(y) * a - a * b) / math.hypot(a, b)


def sd_circle(x, y, r):
    return math.hypot(x, y) - r


def to_local(x, y, cx, cy, angle_deg):
    """Point (x, y) in the frame of a shape centred at (cx, cy) rotated by angle_deg."""
    a = math.radians(angle_deg)
    dx, dy = x - cx, y - cy
    c, s = math.cos(a), math.sin(a)
    return dx * c + dy * s, -dx * s + dy * c


# --- the motif, in motif units (1.0 = motif half-size), y pointing down ------------------------
CARD = dict(cx=-0.20, cy=-0.10, hx=0.40, hy=0.58, r=0.09, angle=-13.0)
DIE = dict(cx=0.36, cy=0.36, h=0.30, r=0.09, angle=14.0)
PIPS = [(-0.15, -0.15), (0.15, -0.15), (0.0, 0.0), (-0.15, 0.15), (0.15, 0.15)]


def motif_layers(x, y, px):
    """Yields (colour, alpha) layers back to front for motif point (x, y); px = motif units per pixel."""

    def cover(d, soft=0.0):
        # Anti-aliased coverage from a distance in motif units.
        width = max(px, soft)
        return min(1.0, max(0.0, 0.5 - d / width))

    # Card shadow, card, inset line, suit marks.
    lx, ly = to_local(x - 0.035, y - 0.05, CARD["cx"], CARD["cy"], CARD["angle"])
    d = sd_round_box(lx, ly, CARD["hx"], CARD["hy"], CARD["r"])
    yield SHADOW, 0.35 * cover(d, soft=0.08)

    lx, ly = to_local(x, y, CARD["cx"], CARD["cy"], CARD["angle"])
    d = sd_round_box(lx, ly, CARD["hx"], CARD["hy"], CARD["r"])
    yield CREAM, cover(d)
    inset = sd_round_box(lx, ly, CARD["hx"] - 0.07, CARD["hy"] - 0.07, CARD["r"] - 0.04)
    yield CARD_LINE, cover(abs(inset) - 0.011)
    yield RED, cover(sd_rhombus(lx, ly, 0.16, 0.24))
    for sx, sy in ((-1, -1), (1, 1)):
        yield RED, cover(sd_rhombus(lx - sx * 0.25, ly - sy * 0.40, 0.045, 0.065))

    # Die shadow, dark rim, face, pips.
    lx, ly = to_local(x - 0.035, y - 0.05, DIE["cx"], DIE["cy"], DIE["angle"])
    yield SHADOW, 0.4 * cover(sd_round_box(lx, ly, DIE["h"], DIE["h"], DIE["r"]), soft=0.08)
    lx, ly = to_local(x, y, DIE["cx"], DIE["cy"], DIE["angle"])
    yield FELT, cover(sd_round_box(lx, ly, DIE["h"] + 0.03, DIE["h"] + 0.03, DIE["r"] + 0.03))
    yield DIE_WHITE, cover(sd_round_box(lx, ly, DIE["h"], DIE["h"], DIE["r"]))
    for pxp, pyp in PIPS:
        yield FELT, cover(sd_circle(lx - pxp, ly - pyp, 0.055))


def blend(dst, src, alpha):
    return tuple(d + (s - d) * alpha for d, s in zip(dst, src))


def render(size, full_bleed, motif_scale):
    """RGBA rows. motif_scale: icon fraction that one motif unit spans."""
    unit = motif_scale * size  # pixels per motif unit
    px = 1.0 / unit
    corner = 0.20 * size
    rows = []
    for j in range(size):
        row = bytearray()
        for i in range(size):
            cx, cy = i + 0.5 - size / 2, j + 0.5 - size / 2  # pixels from centre
            # Background: felt with a soft light in the middle.
            t = min(1.0, math.hypot(cx, cy) / (0.72 * size))
            color = blend(FELT_LIGHT, FELT, t * t)
            if full_bleed:
                bg_alpha = 1.0
            else:
                d = sd_round_box(cx, cy, size / 2, size / 2, corner)
                bg_alpha = min(1.0, max(0.0, 0.5 - d))
            x, y = cx / unit, cy / unit
            if abs(x) < 1.2 and abs(y) < 1.2:
                for layer_color, a in motif_layers(x, y, px):
                    if a > 0.0:
                        color = blend(color, layer_color, a)
            row += bytes(int(round(c)) for c in color) + bytes([int(round(255 * bg_alpha))])
        rows.append(bytes(row))
    return rows


def write_png(path, size, rows):
    def chunk(tag, data):
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + r for r in rows)  # filter type 0 (none) on every row
    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))  # 8-bit RGBA
    png += chunk(b"IDAT", zlib.compress(raw, 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


# (file name, size, full bleed, motif scale). Motif points reach ~0.97 units from the centre, so
# the maskable scale 0.38 keeps them inside the 0.40-radius safe-zone circle.
ICONS = [
    ("icon-192.png", 192, False, 0.44),
    ("icon-512.png", 512, False, 0.44),
    ("icon-maskable-512.png", 512, True, 0.38),
    ("apple-touch-icon.png", 180, True, 0.42),
    ("favicon.png", 48, False, 0.47),
]


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "public", "icons"
    )
    os.makedirs(out_dir, exist_ok=True)
    for name, size, full_bleed, scale in ICONS:
        path = os.path.join(out_dir, name)
        write_png(path, size, render(size, full_bleed, scale))
        print(f"wrote {os.path.normpath(path)} ({size}x{size}, {os.path.getsize(path)} bytes)")


if __name__ == "__main__":
    main()
