#!/usr/bin/env python3
"""Generate the single-header build of fixcol (stb style).

usage: tools/amalgamate.py OUT.h        (run from the repository root)

OUT.h holds the whole public API always, and the implementation when
FIXCOL_IMPLEMENTATION is defined before it is included:

    // in exactly one C file:
    #define FIXCOL_IMPLEMENTATION
    #include "fixcol.h"

How it is put together:
  * include/fixcol.h is copied, each #include "fixcol/X.h" replaced by that
    header (in the umbrella's order); their own #include "..." lines are
    dropped. Every header in include/fixcol/ must be reached, or this fails.
    The declarations are wrapped in extern "C" for C++ callers.
  * src/internal.h and then every src/*.c (sorted) follow inside
    #ifdef FIXCOL_IMPLEMENTATION, without their #include "..." lines
    (system headers such as <string.h> stay).
  * Names with internal linkage in one .c file (static functions and
    variables, typedef names, struct/union/enum tags) that another .c file
    also declares are renamed in each file that declares them, to
    fcs_<file>_<name> (whole words only, not after '.' or '->'). Every
    rename is printed. A name a .c file declares that the headers already
    declare is an error: that cannot be resolved textually.
  * Macros a .c file #defines are #undef'd at the end of that file's
    section, so they cannot leak into the next file.

Python 3 standard library only.
"""
import glob
import os
import re
import sys

QUOTED_INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
DEFINE = re.compile(r'^\s*#\s*define\s+([A-Za-z_]\w*)')
STATIC_NAME = re.compile(r'^static\b[^;{}=(\[]*?\b([A-Za-z_]\w*)\s*[(\[=;]', re.M)
TYPEDEF_CLOSE = re.compile(r'^}\s*([A-Za-z_]\w*)\s*;', re.M)
TYPEDEF_ONE = re.compile(r'^typedef\b[^;{]*?\b([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\s*;', re.M)
TAG = re.compile(r'^(?:typedef\s+)?(?:struct|union|enum)\s+([A-Za-z_]\w*)\s*\{', re.M)
VERSION = re.compile(r'^#define FC_VERSION_STRING "([^"]+)"', re.M)


def die(msg):
    sys.stderr.write("amalgamate: error: %s\n" % msg)
    sys.exit(1)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def strip_comments(text):
    """Comments and string literals blanked (for scanning declarations)."""
    out = re.sub(r'/\*.*?\*/', lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text, flags=re.S)
    out = re.sub(r'//[^\n]*', '', out)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', out)


def drop_quoted_includes(text):
    return "".join(l for l in text.splitlines(True) if not QUOTED_INCLUDE.match(l))


def local_names(text):
    """File-scope names with internal linkage a .c file declares."""
    code = strip_comments(text)
    names = set(STATIC_NAME.findall(code))
    names |= set(TYPEDEF_CLOSE.findall(code))
    names |= set(TYPEDEF_ONE.findall(code))
    names |= set(TAG.findall(code))
    return names


def header_names(text):
    code = strip_comments(text)
    names = set(TYPEDEF_CLOSE.findall(code)) | set(TYPEDEF_ONE.findall(code))
    names |= set(TAG.findall(code))
    names |= set(m.group(1) for l in code.splitlines() for m in [DEFINE.match(l)] if m)
    names |= set(re.findall(r'^[A-Za-z_][\w \t*]*?\b([A-Za-z_]\w*)\s*\(', code, re.M))
    return names


def rename(text, old, new):
    return re.sub(r'(?<![\w.])(?<!->)\b%s\b' % re.escape(old), new, text)


def main():
    if len(sys.argv) != 2:
        die("usage: tools/amalgamate.py OUT.h")
    out_path = sys.argv[1]

    umbrella = read("include/fixcol.h")
    m = VERSION.search(umbrella)
    if not m:
        die("no FC_VERSION_STRING in include/fixcol.h")
    version = m.group(1)

    # Public part: the umbrella with each sub-header inlined in its order.
    used = []
    api = []
    for line in umbrella.splitlines(True):
        inc = QUOTED_INCLUDE.match(line)
        if not inc:
            api.append(line)
            continue
        path = os.path.join("include", inc.group(1))
        if not os.path.isfile(path):
            die("include/fixcol.h includes %s, which does not exist" % path)
        used.append(path)
        api.append("\n// ---- %s " % path + "-" * max(4, 70 - len(path)) + "\n")
        api.append(drop_quoted_includes(read(path)))
    missing = sorted(set(glob.glob("include/fixcol/*.h")) - set(used))
    if missing:
        die("headers not reached from include/fixcol.h: %s" % " ".join(missing))
    api_text = "".join(api)
    # extern "C" around the declarations, inside the FIXCOL_H guard.
    guard_end = api_text.rfind("#endif")
    first_inc = api_text.find("\n// ---- include/")
    if guard_end < 0 or first_inc < 0:
        die("unexpected layout of include/fixcol.h")
    api_text = (api_text[:first_inc]
                + "\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n"
                + api_text[first_inc:guard_end]
                + "#ifdef __cplusplus\n}\n#endif\n\n"
                + api_text[guard_end:])

    # Implementation: internal.h, then every src/*.c.
    internal = read("src/internal.h")
    sources = sorted(glob.glob("src/*.c"))
    if not sources:
        die("no src/*.c")
    texts = {p: read(p) for p in sources}
    known = header_names(api_text) | header_names(internal)

    declared = {p: local_names(t) for p, t in texts.items()}
    owners = {}
    for p, names in declared.items():
        for n in names:
            owners.setdefault(n, []).append(p)
    clash_hdr = sorted((n, p) for n, ps in owners.items() for p in ps if n in known)
    if clash_hdr:
        die("file-local names that the headers also declare: %s"
            % ", ".join("%s (%s)" % c for c in clash_hdr))
    collisions = {n: ps for n, ps in owners.items() if len(ps) > 1}
    for n in sorted(collisions):
        for p in collisions[n]:
            stem = os.path.splitext(os.path.basename(p))[0]
            new = "fcs_%s_%s" % (stem, n)
            texts[p] = rename(texts[p], n, new)
            sys.stderr.write("amalgamate: %s: static name '%s' collides across %s; renamed to %s\n"
                             % (p, n, ", ".join(collisions[n]), new))

    impl = ["\n// ---- src/internal.h " + "-" * 57 + "\n", drop_quoted_includes(internal)]
    for p in sources:
        body = drop_quoted_includes(texts[p])
        impl.append("\n// ---- %s " % p + "-" * max(4, 70 - len(p)) + "\n")
        impl.append(body)
        if not body.endswith("\n"):
            impl.append("\n")
        macros = sorted(set(m.group(1) for l in strip_comments(body).splitlines()
                            for m in [DEFINE.match(l)] if m))
        for mac in macros:
            if mac in known:
                die("%s redefines %s, which a header defines" % (p, mac))
            impl.append("#undef %s\n" % mac)

    out = []
    out.append("// fixcol %s: single-header build, generated by tools/amalgamate.py\n" % version)
    out.append("// from include/ and src/. Do not edit; regenerate with `make single`.\n")
    out.append("//\n// The declarations are always available. In exactly one C (not C++) file,\n")
    out.append("// define FIXCOL_IMPLEMENTATION before including this header to compile\n")
    out.append("// the library into that file:\n//\n")
    out.append("//     #define FIXCOL_IMPLEMENTATION\n//     #include \"fixcol.h\"\n//\n")
    out.append("// Build options (FC_WIDE_NATIVE, FC_MAX_VERTS, ...) must be the same in\n")
    out.append("// every file that includes it.\n\n")
    out.append(api_text)
    out.append("\n#if defined(FIXCOL_IMPLEMENTATION) && !defined(FIXCOL_IMPLEMENTATION_DONE)\n")
    out.append("#define FIXCOL_IMPLEMENTATION_DONE\n")
    out.append("#ifdef __cplusplus\n#error \"compile the fixcol implementation as C: define "
               "FIXCOL_IMPLEMENTATION in a .c file\"\n#endif\n")
    out.extend(impl)
    out.append("\n#endif // FIXCOL_IMPLEMENTATION\n")

    os.makedirs(os.path.dirname(out_path) or ".", exist_ok=True)
    tmp = out_path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("".join(out))
    os.replace(tmp, out_path)


if __name__ == "__main__":
    main()
