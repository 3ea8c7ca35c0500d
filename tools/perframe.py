#!/usr/bin/env python3
"""How many calls of each query fit in one video frame, from a make bench
results table (BENCHMARKS.md's "Per frame" table).

usage: perframe.py RESULTS.md

RESULTS.md is the table bench/bench.py writes (build/bench/results.md)
or BENCHMARKS.md itself. Each cell is the frame's CPU cycles over the
query's cost: NES (NTSC) 29,780 cycles from the 6502 rows, Game Boy
70,224 clocks from the Game Boy rows (mGBA's clocks), ZX Spectrum 69,888 T-states
from the Z80 rows, GBA 280,896 cycles, and an RP2040 at 133 MHz
(2,216,667 cycles at 60 Hz) from the Cortex-M0 instruction counts, one
cycle each. A query that takes longer than a frame reads "1 per N
frames"; "-" is a row the run did not measure.
"""
import math
import re
import sys

FRAMES = [
    ("6502, cycles (sim65)", 29780, 1.0),
    ("Game Boy (SM83 4.19 MHz), clocks (mGBA, Game Boy timer)", 70224, 1.0),
    ("Z80, T-states (ucsim sz80)", 69888, 1.0),
    ("GBA (ARM7TDMI 16.78 MHz), cycles (mGBA, GBA timers)", 280896, 1.0),
    ("Cortex-M0, instructions (qemu microbit)", 2216667, 1.0),
]
OPS = [
    "8-gon pair, MTV (fc_poly_poly_mtv)",
    "8-gon pair, yes/no (fc_poly_poly)",
    "box pair as 4-gons, MTV (fc_poly_poly_mtv)",
    "8-gon contact manifold (fc_poly_contact)",
    "circle pair, yes/no (fc_circle_circle)",
    "circle pair, MTV (fc_circle_circle_mtv)",
    "polygon + circle, MTV (fc_poly_circle_mtv)",
    "building an 8-gon (fc_poly_build)",
    "Q16.16 multiply (fc_mul)",
]
HEADER = ("| query | NES (1.79 MHz, 60 Hz) | Game Boy (4.19 MHz, 60 Hz) "
          "| ZX Spectrum (3.5 MHz, 50 Hz) | GBA (16.78 MHz, 60 Hz) "
          "| RP2040 (133 MHz, 60 Hz) |\n|---|---:|---:|---:|---:|---:|")


def costs(path):
    """(op, target) -> fixcol's figure, from the table's rows."""
    rows = {}
    with open(path) as f:
        for line in f:
            cells = [c.strip() for c in line.split("|")]
            if len(cells) < 5:
                continue
            try:
                rows[(cells[1], cells[2])] = float(cells[3].replace(",", ""))
            except ValueError:
                pass
    return rows


def cell(cost, frame):
    if cost > frame:
        return "1 per %d frames" % math.ceil(cost / frame)
    n = frame / cost
    return "%.1f" % n if n < 10 else "{:,}".format(int(n))


def main(argv):
    if len(argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    rows = costs(argv[1])
    print(HEADER)
    for op in OPS:
        cells = []
        for target, frame, scale in FRAMES:
            c = rows.get((op, target))
            cells.append("-" if c is None else cell(c * scale, frame))
        print("| %s | %s |" % (re.sub(r" \(fc_\w+\)$", "", op), " | ".join(cells)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
