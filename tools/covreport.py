#!/usr/bin/env python3
"""Merges gcov's JSON output from several builds and checks the minimums.

usage: covreport.py MIN_LINES MIN_BRANCHES REPORT OBJDIR [OBJDIR ...]

Each OBJDIR holds the .gcno/.gcda files of one build of src/ (for fixcol:
FC_WIDE_NATIVE=1 and =0).  A line counts as covered when any build ran it.
A line's branches merge outcome by outcome when the builds compiled the
same number of them there, and are kept apart otherwise, so that each
build's own outcomes must be taken.  Only files under src/ are counted.
Writes the per-file table and every line or branch not taken to REPORT,
prints the table, and exits 1 when a minimum is not met.
"""
import glob
import json
import os
import subprocess
import sys


def gcov_json(objdir):
    """Yields gcov's per-file records for every .gcda in objdir."""
    for gcda in sorted(glob.glob(os.path.join(objdir, "*.gcda"))):
        src = os.path.join("src", os.path.basename(gcda)[:-5] + ".c")
        out = subprocess.run(["gcov", "--json-format", "--stdout", "--branch-probabilities",
                              "-o", objdir, src],
                             check=True, capture_output=True, text=True).stdout
        for chunk in out.splitlines():
            if chunk.strip():
                for f in json.loads(chunk)["files"]:
                    yield f


def merge(objdirs):
    """{file: {line: [count, [branch counts] or list of lists]}}."""
    files = {}
    for b, objdir in enumerate(objdirs):
        for f in gcov_json(objdir):
            name = os.path.normpath(f["file"])
            if not name.startswith("src" + os.sep):
                continue
            lines = files.setdefault(name, {})
            for ln in f["lines"]:
                n = ln["line_number"]
                br = [x["count"] for x in ln["branches"] if not x.get("throw")]
                if n not in lines:
                    lines[n] = [ln["count"], {b: br} if br else {}]
                    continue
                entry = lines[n]
                entry[0] += ln["count"]
                if not br:
                    continue
                # Same shape as another build's outcomes here: merge them.
                for k, other in entry[1].items():
                    if len(other) == len(br):
                        entry[1][k] = [p + q for p, q in zip(other, br)]
                        break
                else:
                    entry[1][b] = br
    return files


def main():
    if len(sys.argv) < 5:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    min_lines, min_branches = float(sys.argv[1]), float(sys.argv[2])
    report, objdirs = sys.argv[3], sys.argv[4:]
    files = merge(objdirs)
    rows, missing = [], []
    tl = tlc = tb = tbc = 0
    for name in sorted(files):
        lines = files[name]
        l = len(lines)
        lc = sum(1 for e in lines.values() if e[0] > 0)
        b = bc = 0
        for n in sorted(lines):
            count, brs = lines[n]
            if count == 0:
                missing.append(f"{name}:{n}: line not run")
            for br in brs.values():
                b += len(br)
                taken = sum(1 for c in br if c > 0)
                bc += taken
                if taken < len(br):
                    missing.append(f"{name}:{n}: {len(br) - taken} of {len(br)} branch outcomes not taken")
        rows.append((name, l, lc, b, bc))
        tl, tlc, tb, tbc = tl + l, tlc + lc, tb + b, tbc + bc

    def pct(c, t):
        return 100.0 * c / t if t else 100.0

    table = [f"{'file':<28}{'lines':>14}{'%':>8}{'branches':>16}{'%':>8}"]
    for name, l, lc, b, bc in rows:
        table.append(f"{name:<28}{lc:>7}/{l:<6}{pct(lc, l):>8.1f}{bc:>8}/{b:<7}{pct(bc, b):>8.1f}")
    table.append(f"{'total':<28}{tlc:>7}/{tl:<6}{pct(tlc, tl):>8.1f}{tbc:>8}/{tb:<7}{pct(tbc, tb):>8.1f}")
    with open(report, "w") as out:
        out.write("\n".join(table) + "\n\n" + "\n".join(missing) + ("\n" if missing else ""))
    print("\n".join(table))
    ok = pct(tlc, tl) >= min_lines and pct(tbc, tb) >= min_branches
    print(f"coverage: lines {pct(tlc, tl):.2f}% (minimum {min_lines:g}%), "
          f"branches {pct(tbc, tb):.2f}% (minimum {min_branches:g}%): {'ok' if ok else 'BELOW'}")
    if not ok:
        print(f"coverage: what was not run is listed in {report}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
