# 6502 hooks for tools/port-test.sh (sourced, POSIX sh): cc65 for the
# sim6502 target, run under sim65. The 64 KB address space does not hold
# the whole library with queries, so the runner is built once per op
# group (FC_RUN_GROUPS) against the library as an ar65 archive (only the
# modules a group needs are linked) and each query goes to the image of
# its group. FULL=1 runs every committed vector instead of the CI subset.
# UMUL=0 builds the library with the portable C multiply instead of
# ports/6502/umul32.s and the products over it, wmul.s, fmul.s and the
# SAT's depth.s and walk.s (FC_PORT_UMUL32=1, FC_PORT_MUL=1,
# FC_PORT_DEPTH=1 and FC_PORT_WALK=1, the
# default: quarter-square tables; UMUL=2 is its small variant, shift and
# add), and
# WCMP=0 with the portable C 64-bit compares, sums, division, box and
# circle queries and boxes' overlap test instead of ports/6502/wcmp.s,
# wadd.s, div.s, box.s, boxov.s and the circle tests' circle.s, pcircle.s,
# circle_decide.s and cbox.s (FC_PORT_WCMP=1, FC_PORT_WADD=1,
# FC_PORT_DIV=1, FC_PORT_BOX=1, FC_PORT_BOXES_OVERLAP=1 and
# FC_PORT_CIRCLE=1, the default; the circle tests need the
# assembly multiply too, so UMUL=0 builds the C circle tests); the two
# are independent, and CI runs each both ways.

port_init() {
    cc="cl65 -t sim6502 -O"
    obj=$out/obj
    mkdir -p "$obj"
    rm -f "$obj"/*.o "$obj"/*.lib "$obj"/small/*.o
    umul=${UMUL:-1}
    wcmp=${WCMP:-1}
    case "$umul$wcmp" in
        00|01|10|11|20|21) ;;
        *) echo "UMUL must be 0, 1 or 2 and WCMP 0 or 1"; return 1 ;;
    esac
    asm=1
    small=
    case "$umul" in
        0) asm=0 ;;
        2) small="-D FC_MUL_SMALL=1" ;;
    esac
    # The circle tests square with the multiply's core: with both assembly
    # sets.
    circle=0
    [ "$asm$wcmp" = 11 ] && circle=1
    for f in src/*.c tests/vectors/ops_*.c; do
        $cc -Iinclude -Itests/vectors -DFC_PORT_UMUL32="$asm" -DFC_PORT_MUL="$asm" -DFC_PORT_DEPTH="$asm" -DFC_PORT_WALK="$asm" \
            -DFC_PORT_WCMP="$wcmp" \
            -DFC_PORT_WADD="$wcmp" -DFC_PORT_DIV="$wcmp" -DFC_PORT_DIV_LEN="$wcmp" -DFC_PORT_BOX="$wcmp" -DFC_PORT_BOXES_OVERLAP="$wcmp" \
            -DFC_PORT_CIRCLE="$circle" -c -o "$obj/$(basename "$f" .c).o" "$f" || return 1
    done
    if [ "$asm" = 1 ]; then
        for a in umul32 wmul fmul depth walk; do
            # shellcheck disable=SC2086 # $small is one option or none
            ca65 $small -o "$obj/$a.o" "ports/6502/$a.s" || return 1
        done
    fi
    if [ "$wcmp" = 1 ]; then
        ca65 -o "$obj/wcmp.o" ports/6502/wcmp.s || return 1
        ca65 -o "$obj/wadd.o" ports/6502/wadd.s || return 1
        ca65 -o "$obj/div.o" ports/6502/div.s || return 1
        ca65 -o "$obj/box.o" ports/6502/box.s || return 1
        ca65 -o "$obj/boxov.o" ports/6502/boxov.s || return 1
    fi
    if [ "$circle" = 1 ]; then
        for a in circle pcircle circle_decide cbox; do
            ca65 -o "$obj/$a.o" "ports/6502/$a.s" || return 1
        done
    fi
    ar65 a "$obj/fixcol.lib" "$obj"/*.o || return 1
    # The images of the manifold, dist and sweepx groups (every shape
    # pair's contacts, distance and sweep) do not fit the 64 KB with the
    # multiply's 2 KB of tables and the linear SAT: they link the
    # multiply's small variant and the projecting SAT (FC_SAT_LINEAR=0,
    # the same answers in less code).
    cp "$obj/fixcol.lib" "$obj/fixcol-small.lib" && mkdir -p "$obj/small" \
        && $cc -Iinclude -DFC_PORT_UMUL32="$asm" -DFC_PORT_MUL="$asm" -DFC_PORT_DEPTH="$asm" -DFC_PORT_WALK="$asm" -DFC_PORT_WCMP="$wcmp" \
            -DFC_PORT_WADD="$wcmp" -DFC_PORT_DIV="$wcmp" -DFC_PORT_DIV_LEN="$wcmp" -DFC_PORT_BOX="$wcmp" -DFC_PORT_BOXES_OVERLAP="$wcmp" -DFC_PORT_CIRCLE="$circle" \
            -DFC_SAT_LINEAR=0 \
            -c -o "$obj/small/sat.o" src/sat.c \
        && ar65 r "$obj/fixcol-small.lib" "$obj/small/sat.o" || return 1
    # The images of the pairs and sweeps, collide and pairs groups (every
    # shape pair's test and MTV) do not fit the 64 KB with the C compares
    # (WCMP=0) and the multiply's tables, nor those of the collide and
    # pairs group with the longest lines of every committed vector (FULL=1,
    # a pairs query of 64 bodies) with the assembly's: they link the
    # multiply's small variant with the linear SAT (the other groups check
    # the tables' products under the same queries' code).
    cp "$obj/fixcol.lib" "$obj/fixcol-notab.lib" || return 1
    if [ "$umul" = 1 ]; then
        for a in umul32 wmul fmul; do
            ca65 -D FC_MUL_SMALL=1 -o "$obj/small/$a.o" "ports/6502/$a.s" \
                && ar65 r "$obj/fixcol-small.lib" "$obj/small/$a.o" \
                && ar65 r "$obj/fixcol-notab.lib" "$obj/small/$a.o" || return 1
        done
    fi
    $cc -c -o "$obj/port-console.o" ports/6502/console.c || return 1
    $cc -Iinclude -Itests/vectors -c -o "$obj/port-run_embed.o" tests/vectors/run_embed.c || return 1
}

port_groups() {
    echo "1:mul,div,sqrt,len,alen,len2,rot;2:area2,winding,convex,centroid,center,aabb,bcircle,pip,tri;4:cc,bb,cb,pp,pc,sweep;8:rayp,rayc,rayb;16:contact,ppx;32:collide,pairs;64:manifold;128:dist;256:sweepx"
}

# Query text per image: what the group's code leaves of the memory.
port_chunk_bytes() {
    case "$1" in
        1) echo 14500 ;;
        4) echo 5000 ;;
        16) echo 2800 ;;
        32) echo 2300 ;;
        64) echo 2200 ;;
        256) echo 1000 ;;
        2) echo 12000 ;;
        *) echo 6000 ;;
    esac
}

port_build() {
    lib=$obj/fixcol.lib
    case "$GROUP" in
        64|128|256) lib=$obj/fixcol-small.lib ;;
        4) [ "$wcmp" = 0 ] && lib=$obj/fixcol-notab.lib ;;
        32) lib=$obj/fixcol-notab.lib ;;
    esac
    $cc -Iinclude -Itests/vectors -DFC_RUN_GROUPS="$GROUP" -c -o "$2.runner.o" tests/vectors/runner.c \
        && $cc -c -o "$2.vec.o" "$1" \
        && $cc -o "$2.prg" "$obj/port-console.o" "$obj/port-run_embed.o" "$2.runner.o" "$2.vec.o" \
            "$lib"
}

port_run() {
    # -x: a cycle limit, so a runaway program ends with an error status.
    sim65 -x 4000000000 "$1.prg"
}
