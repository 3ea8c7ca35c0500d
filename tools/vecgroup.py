#!/usr/bin/env python3
"""Split query files by op group, for targets that build one runner per
group of ops (see FC_RUN_GROUPS in tests/vectors/runner.c).

usage: vecgroup.py SPEC OUTDIR FILE.vec [FILE.vec ...]

SPEC is "MASK:op,op,...;MASK:op,..." (for example
"1:mul,div;2:area2,pip"). Each query line goes to OUTDIR/group-MASK.vec of
the group naming its op; a line whose op no group names (an unknown op,
answered "err syntax" by any runner) goes to the first group. Comment and
blank lines are dropped, and so are the lines of a group of mask 0 (ops
the target cannot run). Prints the masks of the non-empty groups, in
SPEC order.
"""
import sys

from vecline import first_token, is_query


def main(argv):
    if len(argv) < 4:
        sys.stderr.write(__doc__)
        return 2
    groups, owner = [], {}
    for part in argv[1].split(";"):
        mask, ops = part.split(":")
        groups.append(mask)
        for op in ops.split(","):
            owner[op] = mask
    lines = {m: [] for m in groups}
    for path in argv[3:]:
        with open(path, newline="") as f:
            for line in f.read().split("\n"):
                if not is_query(line):
                    continue
                op = first_token(line)
                lines[owner.get(op, groups[0])].append(line)
    if groups[0] == "0":
        raise SystemExit("the first group must be one the target runs")
    for m in groups:
        if lines[m] and m != "0":
            with open("%s/group-%s.vec" % (argv[2], m), "w", newline="") as f:
                f.write("\n".join(lines[m]) + "\n")
            print(m)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
