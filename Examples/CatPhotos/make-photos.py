#!/usr/bin/env python3
#  make-photos.py — CatPhotos (Glimpse example widget)
#  Status: Complete
#  Behaviour: draws the example's "photos" (Resources/*.png): illustrated cats, one per file,
#  rasterised here with signed distances (analytic anti-aliasing) and written with zlib. No
#  downloaded images. Run it from anywhere: `python3 Examples/CatPhotos/make-photos.py [DIR]`
#  (default: the Resources folder next to this script). The output is deterministic.

import math
import os
import struct
import sys
import zlib

SIZE = 360  # pixels a side; the widget draws them at 1x as 360×360 pt, scaled to fill


# MARK: - PNG


def write_png(path, width, height, pixels):
    """pixels: bytearray of RGB, rows top to bottom."""
    raw = bytearray()
    stride = width * 3
    for y in range(height):
        raw.append(0)  # filter: none
        raw += pixels[y * stride:(y + 1) * stride]

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


# MARK: - Shapes (signed distance in pixels: negative inside)


def circle(cx, cy, r):
    return (lambda x, y: math.hypot(x - cx, y - cy) - r), (cx - r, cy - r, cx + r, cy + r)


def ellipse(cx, cy, rx, ry):
    k = min(rx, ry)

    def d(x, y):
        return (math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * k

    return d, (cx - rx, cy - ry, cx + rx, cy + ry)


def polygon(points):
    n = len(points)

    def d(x, y):
        best = float("inf")
        inside = False
        for i in range(n):
            ax, ay = points[i]
            bx, by = points[(i + 1) % n]
            ex, ey = bx - ax, by - ay
            wx, wy = x - ax, y - ay
            t = max(0.0, min(1.0, (wx * ex + wy * ey) / (ex * ex + ey * ey)))
            best = min(best, math.hypot(wx - ex * t, wy - ey * t))
            if (ay > y) != (by > y) and x < ax + (y - ay) * ex / ey:
                inside = not inside
        return -best if inside else best

    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return d, (min(xs), min(ys), max(xs), max(ys))


def segment(ax, ay, bx, by, width):
    ex, ey = bx - ax, by - ay
    length2 = ex * ex + ey * ey

    def d(x, y):
        wx, wy = x - ax, y - ay
        t = max(0.0, min(1.0, (wx * ex + wy * ey) / length2))
        return math.hypot(wx - ex * t, wy - ey * t) - width / 2

    h = width / 2
    return d, (min(ax, bx) - h, min(ay, by) - h, max(ax, bx) + h, max(ay, by) + h)


def arc(cx, cy, r, start, end, width):
    """A stroked arc from angle `start` to `end` (radians, y down, clockwise), round caps."""
    mid = (start + end) / 2
    half = (end - start) / 2
    a = (cx + r * math.cos(start), cy + r * math.sin(start))
    b = (cx + r * math.cos(end), cy + r * math.sin(end))

    def d(x, y):
        angle = math.atan2(y - cy, x - cx)
        delta = (angle - mid + math.pi) % (2 * math.pi) - math.pi
        if abs(delta) <= half:
            return abs(math.hypot(x - cx, y - cy) - r) - width / 2
        return min(math.hypot(x - a[0], y - a[1]), math.hypot(x - b[0], y - b[1])) - width / 2

    h = r + width
    return d, (cx - h, cy - h, cx + h, cy + h)


def clipped(shape, clip):
    (d, box), (cd, _) = shape, clip
    return (lambda x, y: max(d(x, y), cd(x, y))), box


# MARK: - Canvas


class Canvas:
    def __init__(self, size, top, bottom):
        self.size = size
        self.px = bytearray(size * size * 3)
        for y in range(size):
            t = y / (size - 1)
            row = bytes(round(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
            self.px[y * size * 3:(y + 1) * size * 3] = row * size

    def fill(self, shape, color, opacity=1.0):
        d, (x0, y0, x1, y1) = shape
        s = self.size
        for y in range(max(0, int(y0) - 2), min(s, int(y1) + 3)):
            for x in range(max(0, int(x0) - 2), min(s, int(x1) + 3)):
                coverage = max(0.0, min(1.0, 0.5 - d(x + 0.5, y + 0.5))) * opacity
                if coverage <= 0:
                    continue
                i = (y * s + x) * 3
                for c in range(3):
                    self.px[i + c] = round(self.px[i + c] * (1 - coverage) + color[c] * coverage)


def hex_color(text):
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


# MARK: - The cats


def draw_cat(canvas, cat):
    s = canvas.size
    fur, dark, belly = hex_color(cat["fur"]), hex_color(cat["dark"]), hex_color(cat["belly"])
    pink = hex_color("F4A7B9")
    cx, cy = s * 0.5, s * 0.43  # head centre

    # Scene: a floor, a window with the sun or moon.
    floor = hex_color(cat["floor"])
    canvas.fill(polygon([(0, s * 0.78), (s, s * 0.78), (s, s), (0, s)]), floor)
    canvas.fill(polygon([(0, s * 0.78), (s, s * 0.78), (s, s * 0.8), (0, s * 0.8)]), (0, 0, 0), 0.12)
    wx, wy = s * 0.07, s * 0.08
    canvas.fill(polygon([(wx, wy), (wx + 92, wy), (wx + 92, wy + 110), (wx, wy + 110)]), (255, 255, 255), 0.85)
    canvas.fill(polygon([(wx + 6, wy + 6), (wx + 86, wy + 6), (wx + 86, wy + 104), (wx + 6, wy + 104)]),
                hex_color(cat["sky"]))
    canvas.fill(circle(wx + 58, wy + 38, 16), hex_color(cat["sun"]))
    canvas.fill(segment(wx + 46, wy + 6, wx + 46, wy + 104, 5), (255, 255, 255), 0.85)
    canvas.fill(segment(wx + 6, wy + 55, wx + 86, wy + 55, 5), (255, 255, 255), 0.85)

    # Tail, body, paws.
    canvas.fill(arc(s * 0.74, s * 0.70, 52, -2.2, 0.5, 20), fur)
    canvas.fill(ellipse(s * 0.5, s * 0.78, 92, 70), fur)
    canvas.fill(ellipse(s * 0.5, s * 0.80, 48, 50), belly)
    canvas.fill(ellipse(s * 0.40, s * 0.93, 24, 14), belly)
    canvas.fill(ellipse(s * 0.60, s * 0.93, 24, 14), belly)

    # Ears (outer, inner), head.
    for side in (-1, 1):
        canvas.fill(polygon([(cx + side * 82, cy - 8), (cx + side * 76, cy - 96), (cx + side * 22, cy - 58)]), fur)
        canvas.fill(polygon([(cx + side * 70, cy - 24), (cx + side * 70, cy - 76), (cx + side * 36, cy - 54)]), pink)
    head = ellipse(cx, cy, 94, 80)
    canvas.fill(head, fur)

    # Markings, clipped to the head.
    if cat.get("stripes"):
        for dx in (-22, 0, 22):
            canvas.fill(clipped(segment(cx + dx, cy - 82, cx + dx * 0.6, cy - 40, 11), head), dark)
        for side in (-1, 1):
            for dy in (-6, 12):
                canvas.fill(clipped(segment(cx + side * 100, cy + dy, cx + side * 70, cy + dy + 4, 9), head), dark)
    if cat.get("patch"):
        canvas.fill(clipped(circle(cx + 58, cy - 40, 50), head), dark)
        canvas.fill(clipped(circle(cx - 70, cy + 30, 36), head), hex_color(cat["patch"]))
    canvas.fill(ellipse(cx, cy + 38, 44, 30), belly)  # muzzle

    # Eyes: open (iris and slit pupil with a highlight) or closed (sleepy arcs).
    for side in (-1, 1):
        ex, ey = cx + side * 38, cy - 2
        if cat.get("sleepy"):
            canvas.fill(arc(ex, ey - 8, 16, 0.5, math.pi - 0.5, 5), (40, 30, 30))
        else:
            canvas.fill(ellipse(ex, ey, 19, 21), hex_color(cat["eyes"]))
            canvas.fill(ellipse(ex, ey, 5, 17), (20, 20, 24))
            canvas.fill(circle(ex + 6, ey - 8, 4.5), (255, 255, 255))
        canvas.fill(ellipse(cx + side * 62, cy + 30, 14, 8), pink, 0.55)  # cheeks

    # Nose, mouth, whiskers.
    canvas.fill(polygon([(cx - 10, cy + 22), (cx + 10, cy + 22), (cx, cy + 33)]), pink)
    canvas.fill(arc(cx - 10, cy + 34, 10, 0.2, math.pi - 0.6, 3.5), (60, 40, 40))
    canvas.fill(arc(cx + 10, cy + 34, 10, 0.6, math.pi - 0.2, 3.5), (60, 40, 40))
    for side in (-1, 1):
        for k, dy in enumerate((-4, 8, 20)):
            canvas.fill(segment(cx + side * 40, cy + 36 + k * 3, cx + side * 118, cy + 26 + dy * 1.4, 2.4),
                        (255, 255, 255) if cat["whiskers"] == "light" else (50, 40, 40), 0.9)


CATS = [
    dict(name="mochi", top="FFE3B3", bottom="FFC7A1", floor="C98B5F", sky="9ED8FF", sun="FFD23F",
         fur="F29E4C", dark="C2691F", belly="FFF1DC", eyes="7BC950", whiskers="light", stripes=True),
    dict(name="pepper", top="D7E8FF", bottom="B8CCF5", floor="6B7A99", sky="1F2A5A", sun="F5F3CE",
         fur="2B2B33", dark="15151A", belly="4A4A57", eyes="FFD23F", whiskers="light"),
    dict(name="luna", top="FAD4E4", bottom="F2B5D4", floor="A86C8C", sky="9ED8FF", sun="FFD23F",
         fur="F7F3EE", dark="9A9A9A", belly="FFFFFF", eyes="6CB4EE", whiskers="dark", sleepy=True),
    dict(name="biscuit", top="D9F2D0", bottom="B7E0A8", floor="7FA56A", sky="FFB86B", sun="FFF2B0",
         fur="FFFFFF", dark="2E2A28", belly="FFFFFF", eyes="A3D96B", whiskers="dark", patch="E8903A"),
    dict(name="smokey", top="E6E1F5", bottom="C9C0EA", floor="7D73A8", sky="9ED8FF", sun="FFD23F",
         fur="8E96A3", dark="5D6470", belly="D5DAE2", eyes="F5B83D", whiskers="light", stripes=True),
]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "Resources")
    os.makedirs(out, exist_ok=True)
    for cat in CATS:
        canvas = Canvas(SIZE, hex_color(cat["top"]), hex_color(cat["bottom"]))
        draw_cat(canvas, cat)
        path = os.path.join(out, cat["name"] + ".png")
        write_png(path, SIZE, SIZE, canvas.px)
        print(f"{path}  {SIZE}×{SIZE} px  {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
