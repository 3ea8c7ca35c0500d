#!/usr/bin/env python3
"""Appends query text to a Game Boy ROM, for ports/gb/run_gb.c.

usage: gb-text.py ROM.gb FIRST_BANK FILE.vec [FILE.vec ...]

The query lines of the files (comment and blank lines left out, the
others byte for byte, each ending in a newline) are written from the
start of ROM bank FIRST_BANK on, followed by a 0 byte. The ROM grows to the next power of two of 32 KB
that holds them (MBC5: at most 8 MB); the header's ROM size byte and both
checksums are set to match.
"""
import sys

from vecline import is_query


def main():
    if len(sys.argv) < 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    path, first = sys.argv[1], int(sys.argv[2])
    text = bytearray()
    for name in sys.argv[3:]:
        with open(name, "rb") as f:
            for line in f.read().split(b"\n"):
                # The protocol's line rule (vecline.py): every query line
                # byte for byte, a carriage return included.
                if is_query(line.decode("latin-1")):
                    text += line + b"\n"
    text += b"\0"
    with open(path, "rb") as f:
        rom = bytearray(f.read())
    start = first * 0x4000
    if len(rom) > start and any(rom[start:]):
        sys.exit(f"gb-text: bank {first} of {path} is not free")
    need = start + len(text)
    size, code = 0x8000, 0
    while size < need:
        size, code = size * 2, code + 1
    if code > 8:
        sys.exit(f"gb-text: {need} bytes do not fit 8 MB")
    rom += bytes(size - len(rom))
    rom[start:start + len(text)] = text
    rom[0x148] = code
    x = 0
    for b in rom[0x134:0x14D]:
        x = (x - b - 1) & 0xFF
    rom[0x14D] = x
    total = (sum(rom) - rom[0x14E] - rom[0x14F]) & 0xFFFF
    rom[0x14E], rom[0x14F] = total >> 8, total & 0xFF
    with open(path, "wb") as f:
        f.write(rom)
    print(f"{len(text)} bytes of queries from bank {first}, ROM {size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
