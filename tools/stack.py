#!/usr/bin/env python3
"""Worst-case stack of every public fixcol function on one target.

usage: stack.py CI_DIR OBJDUMP LIBGCC [--asm OBJ]... HEADER...

Reads gcc's call-graph files (-fcallgraph-info=su: each function's own
frame and its calls) from CI_DIR, and adds the compiler's helper routines
(__aeabi_lmul and the like), costed conservatively from their disassembly
in LIBGCC: every push and every `sub sp` in the routine counted, plus its
own worst callee. A port's assembly (--asm, each object) is followed
along its branches with the stack's depth at each call (asm_graph). The
library has no recursion and no calls through pointers, so the worst
case is the deepest path of the call graph (deepest, which make bench
takes too). Prints a markdown table of the functions declared in HEADER
files.
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


def _regs(text):
    """The registers of a push or pop list ("r4, r5, lr", "r4-r7, lr")."""
    n = 0
    for part in text.split(","):
        r = re.match(r"\s*r(\d+)-r(\d+)", part)
        n += int(r.group(2)) - int(r.group(1)) + 1 if r else 1
    return n


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
            own[cur] += 4 * _regs(m.group(1))
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


INSN = re.compile(r"^\s+([0-9a-f]+):\s+([a-z][a-z0-9.]*)\s*([^@]*)")
BRANCH = re.compile(r"^b(eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)?(\.[nw])?$")


def asm_graph(objdump, obj):
    """Every routine of a hand-written object (a port's assembly), followed
    instruction by instruction from its entry along every branch with the
    stack pointer's depth: push, pop, sub sp and add sp move it; a call
    (bl) is recorded at the depth where it is made; pop {..., pc} and bx
    return. A place reached at two depths, or any other write to sp, is an
    error. Returns {routine: (deepest own depth, [(depth, callee), ...])}."""
    text = subprocess.run([objdump, "-dr", "--no-show-raw-insn", obj], capture_output=True,
                          text=True, check=True).stdout
    funcs, insn, order, cur = {}, {}, [], None
    for line in text.splitlines():
        m = re.match(r"^([0-9a-f]+) <([^>]+)>:", line)
        if m:
            cur = m.group(2)
            funcs[cur] = int(m.group(1), 16)
            continue
        m = re.search(r"R_ARM_THM_CALL\s+(\S+)", line)
        if m and order:
            insn[order[-1]] = ("bl", m.group(1))
            continue
        m = INSN.match(line)
        if m and cur is not None:
            a = int(m.group(1), 16)
            insn[a] = (m.group(2), m.group(3).strip())
            order.append(a)
    addrs = sorted(insn)
    nxt = {a: b for a, b in zip(addrs, addrs[1:])}
    graph, names = {}, {a: f for f, a in funcs.items()}
    todo_funcs = list(funcs.items())
    while todo_funcs:
        f, entry = todo_funcs.pop()
        if f in graph:
            continue
        depth, calls, todo = {}, [], [(entry, 0)]
        while todo:
            a, d = todo.pop()
            while True:
                if a in depth:
                    if depth[a] != d:
                        raise SystemExit("%s: %x reached at depths %d and %d" % (f, a, depth[a], d))
                    break
                if a not in insn:
                    raise SystemExit("%s: runs off its code at %x" % (f, a))
                depth[a] = d
                op, args = insn[a]
                m = re.match(r"\{([^}]*)\}", args)
                if op == "push":
                    d += 4 * _regs(m.group(1))
                elif op == "pop":
                    d -= 4 * _regs(m.group(1))
                    if "pc" in m.group(1):
                        break
                elif op in ("sub", "add") and re.match(r"sp,\s*(sp,\s*)?#", args):
                    n = int(re.search(r"#(\d+)", args).group(1))
                    d += n if op == "sub" else -n
                elif re.match(r"sp\b", args) and op not in ("str", "ldr", "cmp"):
                    raise SystemExit("%s: %x writes sp: %s %s" % (f, a, op, args))
                elif op == "bl":
                    m = re.match(r"([0-9a-f]+) <([^>]+)>", args)
                    if m and "+" in m.group(2):
                        # a local subroutine: a routine of its own, by address
                        target = int(m.group(1), 16)
                        names.setdefault(target, m.group(2))
                        todo_funcs.append((names[target], target))
                        calls.append((d, names[target]))
                    else:
                        calls.append((d, m.group(2) if m else args.split()[0]))
                elif op == "bx":
                    break
                elif BRANCH.match(op):
                    target = int(args.split()[0], 16)
                    if op in ("b", "b.n", "b.w"):
                        a = target
                        continue
                    todo.append((target, d))
                a = nxt.get(a)
                if a is None:
                    raise SystemExit("%s: runs off the end" % f)
        graph[f] = (max(depth.values()), calls)
    return graph


def deepest(frame, calls, asm, helpers):
    """worst(f): (bytes, [(function, bytes), ...] along the deepest path)
    for f's call tree: a compiled function's frame (read_graph) over its
    deepest callee; a routine of asm (asm_graph) at the deepest of its
    own depth and each call's depth over the callee's; a helper by its
    cost (each of helpers a helper_costs answer); memcpy and memset as
    newlib-nano's leaves. Recursion, or a routine known nowhere, is an
    error."""
    memo = {}

    def worst(f, path=()):
        if f in path:
            raise SystemExit("recursion through %s" % f)
        if f in memo:
            return memo[f]
        if f in frame:
            below = max([worst(g, path + (f,)) for g in sorted(calls.get(f, ()))] + [(0, [])],
                        key=lambda w: w[0])
            w = (frame[f] + below[0], [(f, frame[f])] + below[1])
        elif f in asm:
            own, at = asm[f]
            w = (own, [(f, own)])
            for depth, g in sorted(set(at)):
                below = worst(g, path + (f,))
                if depth + below[0] > w[0]:
                    w = (depth + below[0], [(f, depth)] + below[1])
        else:
            for cost, known in helpers:
                if f in known:
                    w = (cost(f), [(f, cost(f))])
                    break
            else:
                if f not in ("memcpy", "memset"):
                    raise SystemExit("no stack figure for %s" % f)
                w = (16, [(f, 16)])     # newlib-nano's: leaf routines saving a few registers
        memo[f] = w
        return w

    return worst


def main(argv):
    if len(argv) < 5:
        sys.stderr.write(__doc__)
        return 2
    frame, calls = read_graph(argv[1])
    asm, rest = {}, argv[4:]
    while len(rest) >= 2 and rest[0] == "--asm":
        asm.update(asm_graph(argv[2], rest[1]))
        rest = rest[2:]
    public = []
    for h in rest:
        public += DECL.findall(open(h).read())
    worst = deepest(frame, calls, asm, [helper_costs(argv[2], argv[3])])

    print("| function | worst-case stack (bytes) |")
    print("|---|---:|")
    for f in sorted(set(public)):
        if f in frame:
            print("| `%s` | %d |" % (f, worst(f)[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
