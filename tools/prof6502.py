#!/usr/bin/env python3
"""Cycles per function of a cc65 program, for profiling the 6502 port.

usage: prof6502.py PROGRAM.prg LABELS.lbl [BASE.prg BASE.lbl] [--calls N]
                   [--routines]

sim65 counts a run's cycles but not where they go. This runs the same
sim65 image (cl65 -t sim6502; the labels from -Ln, with -g on the
objects so that static functions have labels too) on an NMOS 6502 model
of its own: documented opcodes, their published cycle counts with the
page-crossing and taken-branch extras, and the sim65 exit hook ($FFF9;
the other hooks return 0). The total should agree with `sim65 -c` to a
few hundredths of a percent, and the script prints both figures when
sim65 is installed.

Each cycle is billed to the innermost C-level function on the call stack
(a label starting with "_"), so that cc65's runtime helpers (pushax,
ldeaxysp, tosaddeax and the like) and the ports' internal assembly labels
count for the C function that called them; the table also gives the
calls of each function (JSR to its label). With a base run (the same
program with fewer calls), the table is the difference over --calls
(default 8): the cost of one call, as tools/retro-cycles.py counts it.
With --routines every label a JSR reaches owns its cycles, the runtime's
helpers and the assembly's inner routines too (their objects assembled
with -g for their labels), each apart from its caller.
"""
import bisect
import collections
import os
import subprocess
import sys


def load(prg):
    """The 64 KB memory image of a sim65 program and its start address
    (header: "sim65", version, CPU, stack pointer's zero-page address,
    load address, reset address)."""
    b = open(prg, 'rb').read()
    if b[:5] != b'sim65' or b[6] != 0:
        sys.exit("%s: not a sim65 image for the 6502" % prg)
    load_addr = b[8] | b[9] << 8
    reset = b[10] | b[11] << 8
    mem = bytearray(65536)
    code = b[12:]
    mem[load_addr:load_addr + len(code)] = code
    return mem, reset

# The documented opcodes: op -> (name, addressing mode, cycles, whether a
# page crossing adds one).
T = {}
def add(name, pairs, pen=()):
    for op, mode, cyc in pairs:
        T[op] = (name, mode, cyc, mode in pen)
ALU = {'ORA': 0x00, 'AND': 0x20, 'EOR': 0x40, 'ADC': 0x60, 'STA': 0x80, 'LDA': 0xA0, 'CMP': 0xC0, 'SBC': 0xE0}
for n, base in ALU.items():
    if n == 'STA':
        add(n, [(base + 0x05, 'zp', 3), (base + 0x15, 'zpx', 4), (base + 0x0D, 'abs', 4), (base + 0x1D, 'absx', 5),
                (base + 0x19, 'absy', 5), (base + 0x01, 'indx', 6), (base + 0x11, 'indy', 6)])
    else:
        add(n, [(base + 0x09, 'imm', 2), (base + 0x05, 'zp', 3), (base + 0x15, 'zpx', 4), (base + 0x0D, 'abs', 4),
                (base + 0x1D, 'absx', 4), (base + 0x19, 'absy', 4), (base + 0x01, 'indx', 6), (base + 0x11, 'indy', 5)],
            pen=('absx', 'absy', 'indy'))
for n, base in {'ASL': 0x00, 'ROL': 0x20, 'LSR': 0x40, 'ROR': 0x60}.items():
    add(n, [(base + 0x0A, 'acc', 2), (base + 0x06, 'zp', 5), (base + 0x16, 'zpx', 6), (base + 0x0E, 'abs', 6), (base + 0x1E, 'absx', 7)])
for n, op in {'BPL': 0x10, 'BMI': 0x30, 'BVC': 0x50, 'BVS': 0x70, 'BCC': 0x90, 'BCS': 0xB0, 'BNE': 0xD0, 'BEQ': 0xF0}.items():
    add(n, [(op, 'rel', 2)])
add('BIT', [(0x24, 'zp', 3), (0x2C, 'abs', 4)])
add('BRK', [(0x00, 'impl', 7)])
for n, op in {'CLC': 0x18, 'CLD': 0xD8, 'CLI': 0x58, 'CLV': 0xB8, 'SEC': 0x38, 'SED': 0xF8, 'SEI': 0x78, 'DEX': 0xCA, 'DEY': 0x88,
              'INX': 0xE8, 'INY': 0xC8, 'NOP': 0xEA, 'TAX': 0xAA, 'TAY': 0xA8, 'TSX': 0xBA, 'TXA': 0x8A, 'TXS': 0x9A, 'TYA': 0x98}.items():
    add(n, [(op, 'impl', 2)])
add('CPX', [(0xE0, 'imm', 2), (0xE4, 'zp', 3), (0xEC, 'abs', 4)])
add('CPY', [(0xC0, 'imm', 2), (0xC4, 'zp', 3), (0xCC, 'abs', 4)])
add('DEC', [(0xC6, 'zp', 5), (0xD6, 'zpx', 6), (0xCE, 'abs', 6), (0xDE, 'absx', 7)])
add('INC', [(0xE6, 'zp', 5), (0xF6, 'zpx', 6), (0xEE, 'abs', 6), (0xFE, 'absx', 7)])
add('JMP', [(0x4C, 'abs', 3), (0x6C, 'ind', 5)])
add('JSR', [(0x20, 'abs', 6)])
add('LDX', [(0xA2, 'imm', 2), (0xA6, 'zp', 3), (0xB6, 'zpy', 4), (0xAE, 'abs', 4), (0xBE, 'absy', 4)], pen=('absy',))
add('LDY', [(0xA0, 'imm', 2), (0xA4, 'zp', 3), (0xB4, 'zpx', 4), (0xAC, 'abs', 4), (0xBC, 'absx', 4)], pen=('absx',))
add('PHA', [(0x48, 'impl', 3)]); add('PHP', [(0x08, 'impl', 3)]); add('PLA', [(0x68, 'impl', 4)]); add('PLP', [(0x28, 'impl', 4)])
add('RTI', [(0x40, 'impl', 6)]); add('RTS', [(0x60, 'impl', 6)])
add('STX', [(0x86, 'zp', 3), (0x96, 'zpy', 4), (0x8E, 'abs', 4)])
add('STY', [(0x84, 'zp', 3), (0x94, 'zpx', 4), (0x8C, 'abs', 4)])

def run(mem, pc, symof=None, owner=None):
    owners = ['?']
    incl = collections.Counter()
    ncalls = collections.Counter()
    a = x = y = 0; s = 0xFF; c = z = n = v = 0; d = 0
    prof = collections.Counter()
    total = 0
    while True:
        if pc >= 0xFFF0:
            # paravirt: $FFF9 exit, $FFF8 args (argc 0)
            if pc == 0xFFF9:
                return total, prof, a, incl, ncalls
            a = 0; x = 0
            lo = mem[0x100 + ((s + 1) & 0xFF)]; hi = mem[0x100 + ((s + 2) & 0xFF)]; s = (s + 2) & 0xFF
            pc = ((hi << 8) | lo) + 1
            continue
        op = mem[pc]
        name, mode, cyc, pen = T[op]
        at = pc
        # operand address
        if mode == 'impl' or mode == 'acc':
            pc += 1; addr = None
        elif mode == 'imm':
            addr = pc + 1; pc += 2
        elif mode == 'zp':
            addr = mem[pc + 1]; pc += 2
        elif mode == 'zpx':
            addr = (mem[pc + 1] + x) & 0xFF; pc += 2
        elif mode == 'zpy':
            addr = (mem[pc + 1] + y) & 0xFF; pc += 2
        elif mode == 'abs':
            addr = mem[pc + 1] | mem[pc + 2] << 8; pc += 3
        elif mode == 'absx':
            b = mem[pc + 1] | mem[pc + 2] << 8; addr = (b + x) & 0xFFFF; pc += 3
            if pen and (b ^ addr) & 0xFF00: cyc += 1
        elif mode == 'absy':
            b = mem[pc + 1] | mem[pc + 2] << 8; addr = (b + y) & 0xFFFF; pc += 3
            if pen and (b ^ addr) & 0xFF00: cyc += 1
        elif mode == 'indx':
            zp = (mem[pc + 1] + x) & 0xFF; addr = mem[zp] | mem[(zp + 1) & 0xFF] << 8; pc += 2
        elif mode == 'indy':
            zp = mem[pc + 1]; b = mem[zp] | mem[(zp + 1) & 0xFF] << 8; addr = (b + y) & 0xFFFF; pc += 2
            if pen and (b ^ addr) & 0xFF00: cyc += 1
        elif mode == 'ind':
            p = mem[pc + 1] | mem[pc + 2] << 8
            addr = mem[p] | mem[(p & 0xFF00) | ((p + 1) & 0xFF)] << 8; pc += 3
        elif mode == 'rel':
            off = mem[pc + 1]; pc += 2
            addr = (pc + (off - 256 if off > 127 else off)) & 0xFFFF
        if name == 'LDA':
            a = mem[addr]; z = a == 0; n = a >> 7
        elif name == 'STA':
            mem[addr] = a
        elif name == 'LDX':
            x = mem[addr]; z = x == 0; n = x >> 7
        elif name == 'LDY':
            y = mem[addr]; z = y == 0; n = y >> 7
        elif name == 'STX':
            mem[addr] = x
        elif name == 'STY':
            mem[addr] = y
        elif name in ('ADC', 'SBC'):
            m = mem[addr]
            if name == 'SBC':
                m ^= 0xFF
            r = a + m + c
            v = ((a ^ r) & (m ^ r) & 0x80) != 0
            c = r >> 8; a = r & 0xFF; z = a == 0; n = a >> 7
        elif name == 'AND':
            a &= mem[addr]; z = a == 0; n = a >> 7
        elif name == 'ORA':
            a |= mem[addr]; z = a == 0; n = a >> 7
        elif name == 'EOR':
            a ^= mem[addr]; z = a == 0; n = a >> 7
        elif name in ('CMP', 'CPX', 'CPY'):
            r = (a if name == 'CMP' else x if name == 'CPX' else y) - mem[addr]
            c = r >= 0; r &= 0xFF; z = r == 0; n = r >> 7
        elif name in ('ASL', 'LSR', 'ROL', 'ROR'):
            m = a if addr is None else mem[addr]
            if name == 'ASL':
                c = m >> 7; m = (m << 1) & 0xFF
            elif name == 'LSR':
                c = m & 1; m >>= 1
            elif name == 'ROL':
                nc = m >> 7; m = ((m << 1) | c) & 0xFF; c = nc
            else:
                nc = m & 1; m = (m >> 1) | (c << 7); c = nc
            z = m == 0; n = m >> 7
            if addr is None:
                a = m
            else:
                mem[addr] = m
        elif name == 'INC' or name == 'DEC':
            m = (mem[addr] + (1 if name == 'INC' else -1)) & 0xFF; mem[addr] = m; z = m == 0; n = m >> 7
        elif name == 'INX':
            x = (x + 1) & 0xFF; z = x == 0; n = x >> 7
        elif name == 'INY':
            y = (y + 1) & 0xFF; z = y == 0; n = y >> 7
        elif name == 'DEX':
            x = (x - 1) & 0xFF; z = x == 0; n = x >> 7
        elif name == 'DEY':
            y = (y - 1) & 0xFF; z = y == 0; n = y >> 7
        elif name == 'TAX':
            x = a; z = x == 0; n = x >> 7
        elif name == 'TAY':
            y = a; z = y == 0; n = y >> 7
        elif name == 'TXA':
            a = x; z = a == 0; n = a >> 7
        elif name == 'TYA':
            a = y; z = a == 0; n = a >> 7
        elif name == 'TSX':
            x = s; z = x == 0; n = x >> 7
        elif name == 'TXS':
            s = x
        elif name == 'BIT':
            m = mem[addr]; z = (a & m) == 0; n = m >> 7; v = (m >> 6) & 1
        elif name[0] == 'B' and mode == 'rel':
            t = {'BPL': not n, 'BMI': n, 'BVC': not v, 'BVS': v, 'BCC': not c, 'BCS': c, 'BNE': not z, 'BEQ': z}[name]
            if t:
                cyc += 1 + (((pc ^ addr) & 0xFF00) != 0)
                pc = addr
        elif name == 'JMP':
            pc = addr
        elif name == 'JSR':
            r = pc - 1
            mem[0x100 + s] = r >> 8; s = (s - 1) & 0xFF; mem[0x100 + s] = r & 0xFF; s = (s - 1) & 0xFF
            pc = addr
            if symof is not None:
                sname = symof(addr)
                if owner(sname):
                    ncalls[sname] += 1
                owners.append(sname if owner(sname) else owners[-1])
        elif name == 'RTS':
            if symof is not None and len(owners) > 1:
                owners.pop()
            s = (s + 1) & 0xFF; lo = mem[0x100 + s]; s = (s + 1) & 0xFF; hi = mem[0x100 + s]
            pc = ((hi << 8) | lo) + 1
        elif name == 'PHA':
            mem[0x100 + s] = a; s = (s - 1) & 0xFF
        elif name == 'PLA':
            s = (s + 1) & 0xFF; a = mem[0x100 + s]; z = a == 0; n = a >> 7
        elif name == 'PHP':
            mem[0x100 + s] = (n << 7) | (v << 6) | 0x30 | (d << 3) | (z << 1) | c; s = (s - 1) & 0xFF
        elif name == 'PLP':
            s = (s + 1) & 0xFF; p = mem[0x100 + s]
            n = p >> 7; v = (p >> 6) & 1; d = (p >> 3) & 1; z = (p >> 1) & 1; c = p & 1
        elif name == 'CLC':
            c = 0
        elif name == 'SEC':
            c = 1
        elif name == 'CLV':
            v = 0
        elif name == 'CLD':
            d = 0
        elif name == 'SED':
            d = 1
        elif name in ('CLI', 'SEI', 'NOP'):
            pass
        else:
            raise RuntimeError("op %02x %s at %04x" % (op, name, at))
        c = int(c); z = int(z); n = int(n); v = int(v)
        prof[at] += cyc
        total += cyc
        if symof is not None:
            incl[owners[-1]] += cyc

def syms(lbl):
    out = []
    for l in open(lbl):
        p = l.split()
        if len(p) >= 3 and p[0] == 'al':
            out.append((int(p[1], 16), p[2].lstrip('.')))
    # Of the labels at one address the C-level name last (a routine's
    # .proc scope shares its exported name's address), so that it owns it.
    out.sort(key=lambda x: (x[0], x[1].startswith('_'), x[1]))
    return out


def profile(prg, lbl, every=False):
    """(total cycles, cycles per C-level function, or per routine with
    every) of one run."""
    mem, reset = load(prg)
    sy = syms(lbl)
    ad = [x for x, _ in sy]

    def symof(pc):
        i = bisect.bisect_right(ad, pc) - 1
        return sy[i][1] if i >= 0 else '?'
    total, _, _, owned, ncalls = run(mem, reset, symof,
                                     (lambda name: True) if every else (lambda name: name.startswith('_')))
    return total, owned, ncalls


def sim65_total(prg):
    try:
        out = subprocess.run(["sim65", "-c", prg], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, universal_newlines=True).stdout
    except OSError:
        return None
    m = [w for w in out.split() if w.isdigit()]
    return int(m[-1]) if m else None


def main(argv):
    calls = 8.0
    if "--calls" in argv:
        i = argv.index("--calls")
        calls = float(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    every = "--routines" in argv
    argv = [a for a in argv if a != "--routines"]
    if len(argv) not in (3, 5):
        sys.exit(__doc__)
    total, owned, ncalls = profile(argv[1], argv[2], every)
    print("%s: %d cycles here, sim65 %s" % (os.path.basename(argv[1]), total, sim65_total(argv[1])))
    if len(argv) == 5:
        btotal, base, bcalls = profile(argv[3], argv[4], every)
        print("%s: %d cycles here, sim65 %s" % (os.path.basename(argv[3]), btotal, sim65_total(argv[3])))
    else:
        base, bcalls, calls = collections.Counter(), collections.Counter(), 1.0
    rows = sorted(((owned.get(k, 0) - base.get(k, 0)) / calls, k) for k in set(owned) | set(base))
    whole = sum(r for r, _ in rows) or 1.0
    print("| function | cycles | share | calls |")
    print("|---|---:|---:|---:|")
    for r, k in reversed(rows):
        if abs(r) >= whole / 400.0:
            n = (ncalls.get(k, 0) - bcalls.get(k, 0)) / calls
            print("| %s | {:,.0f} | %.1f%% | %g |".format(r) % (k, 100.0 * r / whole, n))
    print("| all | {:,.0f} | |".format(whole))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
