#!/usr/bin/env python3
"""Instructions per function of one Cortex-M bench query, for profiling the
Cortex-M ports.

usage: profm0.py IMAGE.elf OP KIND [--machine M] [--func NAME] [--top N]

IMAGE.elf is one of `make bench`'s Cortex-M images
(build/bench/cortex-m0/bench-OP.elf; bench/bench.py --targets m0 builds
them alone), OP and KIND its op and kind as bench.py passes them (e.g.
build8 pp8, pp8-mtv pp8, pp4-mtv pp4, cc-mtv cc). The image runs twice
under qemu-system-arm (-M microbit unless --machine says otherwise), once
with the calls and once with their no-op twins, as bench.py counts them;
qemu logs each translated block once (-d in_asm) and each execution of a
block (-d exec, nochain so that every execution is logged), and each
instruction is billed to the function whose symbol covers its address.
The table gives the difference of the two runs per query (the run's
"items"): the cost of one call, by function, as bench.py's total counts
it. With --func, that function's instructions one by one, with how often
each ran per query. The log goes through a pipe, not a file: a run
executes millions of blocks.
"""
import bisect
import collections
import os
import re
import subprocess
import sys
import tempfile
import threading

ADDR = re.compile(r"^0x([0-9a-f]+):\s+\S+\s+(.*)")
TRACE = re.compile(r"Trace \d+: 0x[0-9a-f]+ \[[0-9a-f]+/([0-9a-f]+)/")


def symbols(elf):
    """(starts, [(start, size, name)]) of the image's code symbols."""
    out = subprocess.run(["arm-none-eabi-nm", "-n", "-S", elf], stdout=subprocess.PIPE,
                         universal_newlines=True, check=True).stdout
    syms = []
    for ln in out.splitlines():
        p = ln.split()
        if len(p) >= 4 and p[2] in "tTwW":
            syms.append((int(p[0], 16) & ~1, int(p[1], 16), p[3]))
    syms.sort()
    return [s[0] for s in syms], syms


def run(elf, machine, op, kind, call):
    """({instruction address: executions}, {address: text}, items)."""
    with tempfile.TemporaryDirectory() as d:
        fifo = os.path.join(d, "log")
        os.mkfifo(fifo)
        p = subprocess.Popen(
            ["qemu-system-arm", "-M", machine, "-display", "none", "-monitor", "none",
             "-serial", "none", "-chardev", "stdio,id=con", "-semihosting-config",
             "enable=on,target=native,chardev=con,arg=bench,arg=%s,arg=%s,arg=%s,arg=1"
             % (op, kind, call), "-d", "in_asm,exec,nochain", "-D", fifo, "-kernel", elf],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            universal_newlines=True)
        out = []
        reader = threading.Thread(target=lambda: out.append(p.stdout.read()))
        reader.start()
        blocks, text, execs, cur = {}, {}, collections.Counter(), None
        with open(fifo) as f:
            for ln in f:
                if ln.startswith("IN:"):
                    cur = []
                    continue
                if cur is not None:
                    m = ADDR.match(ln)
                    if m:
                        a = int(m.group(1), 16)
                        cur.append(a)
                        text[a] = m.group(2)
                    elif not ln.strip():
                        if cur:
                            blocks[cur[0]] = cur
                        cur = None
                    continue
                m = TRACE.search(ln)
                if m:
                    execs[int(m.group(1), 16)] += 1
        p.wait()
        reader.join()
    items = re.search(r"items (\d+)", out[0] if out else "")
    if p.returncode != 0 or not items:
        sys.exit("%s %s %s %s: status %d" % (elf, op, kind, call, p.returncode))
    per = collections.Counter()
    for a, c in execs.items():
        for x in blocks.get(a, ()):
            per[x] += c
    return per, text, int(items.group(1))


def main():
    args = sys.argv[1:]
    opts = {"--machine": "microbit", "--func": None, "--top": "40"}
    for o in list(opts):
        if o in args:
            i = args.index(o)
            opts[o] = args[i + 1]
            del args[i:i + 2]
    if len(args) != 3:
        sys.exit(__doc__)
    elf, op, kind = args
    starts, syms = symbols(elf)

    def owner(a):
        i = bisect.bisect_right(starts, a) - 1
        if i >= 0 and a < syms[i][0] + max(syms[i][1], 2):
            return syms[i][2]
        return "?%x" % a

    call, text, items = run(elf, opts["--machine"], op, kind, "call")
    base, _, _ = run(elf, opts["--machine"], op, kind, "noop")
    diff = {a: call[a] - base.get(a, 0) for a in set(call) | set(base)}
    if opts["--func"]:
        for a in sorted(diff):
            if owner(a) == opts["--func"] and diff[a]:
                print("%8x %9.2f  %s" % (a, diff[a] / items, text.get(a, "")))
        return
    by = collections.Counter()
    for a, d in diff.items():
        by[owner(a)] += d
    total = sum(by.values())
    print("| function | instructions per query | share |")
    print("|---|---:|---:|")
    for name, d in sorted(by.items(), key=lambda kv: -kv[1])[:int(opts["--top"])]:
        if abs(d) * 2 >= items:
            print("| `%s` | %.1f | %.1f%% |" % (name, d / items, 100.0 * d / total if total else 0.0))
    print("| all | %.1f | |" % (total / items))


if __name__ == "__main__":
    main()
