#!/usr/bin/env python3
"""Worst-case stack of every public fixcol function on one target.

usage: stack.py CI_DIR OBJDUMP LIBGCC HEADER...

Reads gcc's call-graph files (-fcallgraph-info=su: each function's own
frame and its calls) from CI_DIR, and adds the compiler's helper routines
(__aeabi_lmul and the like), costed conservatively from their disassembly
in LIBGCC: every push and every `sub sp` in the routine counted, plus its
own worst callee. The library has no recursion and no calls through
pointers, so the worst case is the deepest path of the call graph. Prints
a markdown table of the functions declared in HEADER files.
"""
import re
import subprocess
import sys
from glob import glob

NODE = re.compile(r'node: \{ title: "([^"]+)" label: "[^\\]*\\n([^:\\]+):\d+:\d+(?:\\n(\d+) bytes \(([a-z,]+)\))?')
EDGE = re.compile(r'edge: \{ sourcename: "([^"]+)" targetname: "([^"]+)"')
DECL = re.compile(r'^\s*(?:int|void|uint32_t|int32_t|fc_fixed|const char \*)\s+\**(fc_\w+)\s*\(', re.M)


def read_graph(ci_dir):
    frame, calls, where = {}, {}, {}
    for path in sorted(glob(ci_dir + "/*.ci")):
        text = open(path).read()
        for name, src, size, kind in NODE.findall(text):
            if size:
                if "dynamic" in kind and "bounded" not in kind:
                    raise SystemExit("unbounded dynamic stack in %s" % name)
                frame[name] = int(size)
                where[name] = src
        for a, b in EDGE.findall(text):
            calls.setdefault(a, set()).add(b)
    return frame, calls


def helper_costs(objdump, libgcc):
    """Conservative stack of every routine in libgcc: pushes + sub sp."""
    text = subprocess.run([objdump, "-d", libgcc], capture_output=True, text=True).stdout
    own, calls, cur = {}, {}, None
    for line in text.splitlines():
        m = re.match(r"^[0-9a-f]+ <([^>]+)>:", line)
        if m:
            cur = m.group(1)
            own.setdefault(cur, 0)
            calls.setdefault(cur, set())
            continue
        if cur is None:
            continue
        m = re.search(r"\bpush(?:\.w)?\s+\{([^}]*)\}", line)
        if m:
            regs = 0
            for part in m.group(1).split(","):
                part = part.strip()
                r = re.match(r"r(\d+)-r(\d+)", part)
                regs += int(r.group(2)) - int(r.group(1)) + 1 if r else 1
            own[cur] += 4 * regs
        m = re.search(r"\bsub(?:\.w)?\s+sp,\s*(?:sp,\s*)?#(\d+)", line)
        if m:
            own[cur] += int(m.group(1))
        m = re.search(r"\bbl\s+[0-9a-f]+ <([^>+]+)", line)
        if m:
            calls[cur].add(m.group(1))
    memo = {}

    def cost(f, depth=0):
        if f in memo:
            return memo[f]
        if depth > 20:
            raise SystemExit("recursion in libgcc helper %s" % f)
        c = own.get(f, 0) + max([cost(g, depth + 1) for g in calls.get(f, ())] + [0])
        memo[f] = c
        return c

    return cost, own


def main(argv):
    if len(argv) < 5:
        sys.stderr.write(__doc__)
        return 2
    frame, calls = read_graph(argv[1])
    helper, known = helper_costs(argv[2], argv[3])
    public = []
    for h in argv[4:]:
        public += DECL.findall(open(h).read())
    memo = {}

    def worst(f, stack=()):
        if f in stack:
            raise SystemExit("recursion through %s" % f)
        if f in memo:
            return memo[f]
        if f in frame:
            below = [worst(g, stack + (f,)) for g in calls.get(f, ())]
            w = frame[f] + max(below + [0])
        elif f in known:
            w = helper(f)
        elif f in ("memcpy", "memset"):
            w = 16          # newlib-nano's are leaf routines saving a few registers
        else:
            raise SystemExit("no stack figure for %s" % f)
        memo[f] = w
        return w

    print("| function | worst-case stack (bytes) |")
    print("|---|---:|")
    for f in sorted(set(public)):
        if f in frame:
            print("| `%s` | %d |" % (f, worst(f)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
