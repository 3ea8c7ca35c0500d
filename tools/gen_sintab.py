#!/usr/bin/env python3
"""Print the quarter-wave sine table of src/trig.c (inside table_at()).

Entry i is round(sin(i * pi / 512) * 65536) for i = 0..255 (entry 256,
exactly 65536, is implied by the code). No entry lies within 1e-6 of a
rounding tie, so double precision gives the exact rounded value; the
script checks that before printing.
"""
import math


def table():
    out = []
    for i in range(256):
        v = math.sin(i * math.pi / 512) * 65536
        frac = v - math.floor(v)
        if abs(frac - 0.5) < 1e-6:
            raise SystemExit("entry %d is too close to a tie" % i)
        out.append(int(math.floor(v + 0.5)))
    return out


def main():
    t = table()
    for row in range(0, 256, 8):
        print("        " + ", ".join("%5du" % v for v in t[row:row + 8]) + ",")


if __name__ == "__main__":
    main()
