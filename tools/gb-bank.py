#!/usr/bin/env python3
"""Places SDCC modules in Game Boy ROM banks and writes far-call stubs.

usage: gb-bank.py OUTDIR FIRST_BANK MODULE.asm [MODULE.asm ...]
       gb-bank.py --check LINKED.map
       gb-bank.py --check-flat LINKED.map

Each MODULE.asm is SDCC -msm83 output, assembled once (sdasgb) to learn
the size of its _CODE area. The modules are packed, largest first, into
16 KB banks numbered from FIRST_BANK; in each module's copy in OUTDIR the
_CODE area becomes _CODE_<bank> and every public function F defined there
becomes F__b. OUTDIR/stubs.s then defines each F in bank 0 as a call to
___fc_farcall (ports/gb/bank.s) followed by the bank and F__b, so callers
in any bank, and function pointers, reach it unchanged.

Every constant stays in bank 0, so a pointer to one is good whichever
bank is mapped; a static function whose address is taken gets a stub
too. Prints a line "BANK ADDRESS BYTES" per bank used, for the linker's
-b _CODE_<bank>=<address> (makebin maps address 0xN4000 to bank N).

--check reads the linker's map and fails if the unbanked areas end past
0x4000 or a bank's code past the end of its window (sdldgb checks
neither). --check-flat is the check of an unbanked 32 KB cartridge (the
timing programs): ROM areas end by 0x8000 (banks 0 and 1 as the start-up
maps them), RAM areas by 0xDA00, 1 KB under the console's ring at 0xDE00
where the stack starts (ports/gb/crt0.s).
"""
import os
import re
import subprocess
import sys

BANK_BYTES = 0x4000


def code_size(asm, tmpdir):
    rel = os.path.join(tmpdir, os.path.basename(asm)[:-4] + ".size.rel")
    subprocess.run(["sdasgb", "-plosgff", "-o", rel, asm], check=True)
    with open(rel) as f:
        sizes = re.findall(r"^A _CODE size ([0-9A-Fa-f]+)", f.read(), re.M)
    os.remove(rel)
    for ext in (".lst", ".sym"):
        p = rel[:-4] + ext
        if os.path.exists(p):
            os.remove(p)
    return sum(int(s, 16) for s in sizes)


LABEL = re.compile(r"^([A-Za-z_][\w$]*)::?")
AREA = re.compile(r"^\s*\.area\s+(\w+)")
DIRECTIVE = re.compile(r"^\s*(\.(db|dw|ascii|asciz|ds|byte|word)\b|;|$)")
BRANCH = r"^(\s*(?:call|jp|jr)\s+(?:(?:N?Z|N?C)\s*,\s*)?)"


def rewrite(text, bank, module):
    """Returns the module's text for its bank and its stubs [(stub, real)].

    Code goes to _CODE_<bank>; every constant (tables, string literals,
    static or public) stays in _CODE, bank 0, so a pointer to it is good
    whichever bank is mapped. A function reached other than by call or
    jump (a public one, or a static one whose address is taken) is
    renamed; calls and jumps inside the module go straight to it, every
    other reference to a stub in bank 0 that maps the bank first.
    """
    functions = set("_" + f for f in re.findall(r"^; Function (\w+)$", text, re.M))
    exported = set(re.findall(r"^\s*\.globl\s+(\w+)", text, re.M))
    defined = set(m.group(1) for m in map(LABEL.match, text.splitlines()) if m)
    out, area, in_data = [], None, False
    for line in text.splitlines():
        m = AREA.match(line)
        if m:
            area, in_data = m.group(1), False
            out.append(line.replace("_CODE", "_CODE_%d" % bank, 1) if area == "_CODE" else line)
            continue
        if area == "_CODE":
            lab = LABEL.match(line)
            if line.startswith("; Function") or (lab and lab.group(1) in functions):
                if in_data:
                    out.append("\t.area _CODE_%d" % bank)
                    in_data = False
            elif lab and not in_data:
                out.append("\t.area _CODE")
                in_data = True
            elif in_data and not lab and not DIRECTIVE.match(line):
                sys.exit(f"gb-bank: {module}: code after data: {line.strip()}")
        out.append(line)
    text = "\n".join(out) + "\n"

    stubs = []
    for f in sorted(functions & defined):
        called = re.compile(BRANCH + re.escape(f) + r"\b", re.M)
        other = re.sub(called, "", text)
        other = re.sub(r"^" + re.escape(f) + r"::?", "", other, flags=re.M)
        other = re.sub(r"^\s*\.globl\s+" + re.escape(f) + r"\b", "", other, flags=re.M)
        public = f in exported
        if not public and not re.search(re.escape(f) + r"\b", other):
            continue                    # static, only called: stays as it is
        real = f"{f}__{module}__b"
        stub = f if public else f"{f}__{module}__s"
        text = re.sub(r"^" + re.escape(f) + r"::?", real + "::", text, flags=re.M)
        text = re.sub(called, lambda m: m.group(1) + real, text)
        if not public:
            text = re.sub(r"(?<![\w$])" + re.escape(f) + r"\b", stub, text)
            text = text.replace(f"\t.module {module}", f"\t.module {module}\n\t.globl {stub}", 1)
        stubs.append((stub, real))
    return text, stubs


def check_flat(mapfile):
    bad = 0
    area = re.compile(r"^(_\w+)\s+([0-9A-F]{8})\s+([0-9A-F]{8}) =\s+\d+\. bytes")
    with open(mapfile) as f:
        for line in f:
            m = area.match(line)
            if not m:
                continue
            name, base, size = m.group(1), int(m.group(2), 16), int(m.group(3), 16)
            end = 0x8000 if base < 0x8000 else 0xDA00
            if base + size > end:
                print(f"gb-bank: {name} ends at 0x{base + size:x}, past 0x{end:x}")
                bad = 1
    return bad


def check(mapfile):
    bad = 0
    area = re.compile(r"^(_\w+)\s+([0-9A-F]{8})\s+([0-9A-F]{8}) =\s+\d+\. bytes \(REL")
    with open(mapfile) as f:
        for line in f:
            m = area.match(line)
            if not m:
                continue
            name, base, size = m.group(1), int(m.group(2), 16), int(m.group(3), 16)
            if base < 0x4000 and base + size > 0x4000:
                print(f"gb-bank: {name} ends at 0x{base + size:x}, past bank 0")
                bad = 1
            if base >= 0x10000 and (base & 0xFFFF) + size > 0x8000:
                print(f"gb-bank: {name} ends past its bank (0x{base:x} + {size})")
                bad = 1
    return bad


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        return check(sys.argv[2])
    if len(sys.argv) == 3 and sys.argv[1] == "--check-flat":
        return check_flat(sys.argv[2])
    if len(sys.argv) < 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    outdir, first = sys.argv[1], int(sys.argv[2])
    modules = sys.argv[3:]
    os.makedirs(outdir, exist_ok=True)
    sized = sorted(((code_size(m, outdir), m) for m in modules), key=lambda t: (-t[0], t[1]))
    banks = []          # [free bytes, [modules]]
    placed = {}
    for size, m in sized:
        if size > BANK_BYTES:
            sys.exit(f"gb-bank: {m}: {size} bytes of code, more than a bank")
        for i, b in enumerate(banks):
            if b[0] >= size:
                b[0] -= size
                b[1].append(m)
                placed[m] = first + i
                break
        else:
            banks.append([BANK_BYTES - size, [m]])
            placed[m] = first + len(banks) - 1
    stubs = ["; Far-call stubs written by tools/gb-bank.py: do not edit.",
             "        .module stubs",
             "        .globl  ___fc_farcall",
             "        .area   _CODE"]
    for m in modules:
        name = os.path.basename(m)[:-4]
        with open(m) as f:
            text, pairs = rewrite(f.read(), placed[m], name)
        with open(os.path.join(outdir, os.path.basename(m)), "w") as f:
            f.write(text)
        for stub, real in pairs:
            stubs += [f"        .globl  {real}",
                      f"{stub}::",
                      "        call    ___fc_farcall",
                      f"        .db     {placed[m]}",
                      f"        .dw     {real}"]
    with open(os.path.join(outdir, "stubs.s"), "w") as f:
        f.write("\n".join(stubs) + "\n")
    for i, b in enumerate(banks):
        print(f"{first + i} 0x{first + i:x}4000 {BANK_BYTES - b[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
