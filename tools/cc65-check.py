#!/usr/bin/env python3
"""Looks for a known cc65 miscompilation in the library's 6502 code.

cc65 2.19's optimizer (-O) miscompiles a conditional expression tested
against zero, such as (i == 0 ? n - 1 : i - 1), when its value is an
index or an argument: it moves the load of the stack offset for the
second operand before the test, with the wrong offset, and keeps the
flags with a "cmp #$00" after it (or drops the branch altogether), so
that the expression reads another local or always gives the first
operand. The library avoids the form (FCI_PREV in src/internal.h), and
this check compiles src/*.c and the runner's C (tests/vectors/ops_*.c,
runner.c) as the 6502 port builds them, with each set of its options (the assembly multiply and compares, the C ones, the
projecting SAT), and fails on the signature: a "ldy #..." directly
followed by "cmp #$00", which cc65's correct code does not emit (the
test's flags come from the load or the OR of the value's bytes).

usage: cc65-check.py        (exit status 1 when the signature is found)
"""
import concurrent.futures
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASM = ["-DFC_PORT_UMUL32=1", "-DFC_PORT_MUL=1", "-DFC_PORT_DEPTH=1", "-DFC_PORT_WALK=1",
       "-DFC_PORT_WCMP=1", "-DFC_PORT_WADD=1", "-DFC_PORT_DIV=1", "-DFC_PORT_DIV_LEN=1",
       "-DFC_PORT_BOX=1", "-DFC_PORT_CIRCLE=1"]
SETS = {
    "assembly": ASM,
    "C": ["-DFC_PORT_UMUL32=0", "-DFC_PORT_MUL=0", "-DFC_PORT_DEPTH=0", "-DFC_PORT_WALK=0",
          "-DFC_PORT_WCMP=0", "-DFC_PORT_WADD=0", "-DFC_PORT_DIV=0", "-DFC_PORT_DIV_LEN=0",
          "-DFC_PORT_BOX=0", "-DFC_PORT_CIRCLE=0"],
    "projecting SAT": ASM + ["-DFC_SAT_LINEAR=0"],
}


def scan(name, flags, src, out):
    s = os.path.join(out, "%s-%s.s" % (name.replace(" ", "-"), os.path.basename(src)[:-2]))
    subprocess.run(["cc65", "-O", "-t", "sim6502", "-Iinclude", "-Itests/vectors"] + flags + ["-o", s, src],
                   cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    found = []
    prev = ""
    with open(s) as f:
        for n, line in enumerate(f, 1):
            ins = line.split(";")[0].split()
            ins = ins[1:] if ins and ins[0].endswith(":") else ins
            cur = " ".join(ins)
            if cur == "cmp #$00" and prev.startswith("ldy #"):
                found.append("%s (%s): %s line %d: %s, %s" % (src, name, s, n, prev, cur))
            prev = cur
    return found


def main():
    srcs = sorted(os.path.join("src", f) for f in os.listdir(os.path.join(ROOT, "src"))
                  if f.endswith(".c"))
    srcs += sorted(os.path.join("tests", "vectors", f)
                   for f in os.listdir(os.path.join(ROOT, "tests", "vectors"))
                   if f.startswith("ops_") and f.endswith(".c"))
    srcs.append(os.path.join("tests", "vectors", "runner.c"))
    out = tempfile.mkdtemp(prefix="cc65-check-")
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        jobs = [ex.submit(scan, name, flags, src, out) for name, flags in SETS.items() for src in srcs]
        found = [x for j in jobs for x in j.result()]
    for x in found:
        print("cc65's miscompiled test against zero: " + x)
    print("cc65-check: %d files x %d option sets, %d suspect sequences" % (len(srcs), len(SETS), len(found)))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
