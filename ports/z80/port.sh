# Z80 and Game Boy CPU (SM83) hooks for tools/port-test.sh (sourced, POSIX
# sh): SDCC, run under ucsim's sz80.
#
# Z80: flat 64 KB; code from 0x0200, the simulator interface at 0xF000,
# data from 0xF100 (1.7 KB), the stack below 0xFFFF; the `pairs` group's
# images (3.4 KB of data) have the interface at 0xEC00 and data at 0xED00. The whole library does not fit
# with room for queries, so the runner is built once per op group
# (FC_RUN_GROUPS) against the library as an archive, and each query goes
# to the image of its group.
# SM83: ucsim's LR35902 model maps only 24 KB of ROM (0x0000-0x5FFF), so
# only the scalar core fits; the port runs that group.
#
# FULL=1 runs every committed vector instead of the CI subset.
# Z80: UMUL=0 builds the library with the portable C multiply instead of
# ports/z80/umul32.s and the products over it, wmul.s, fmul.s, the
# SAT's depth.s and its walk, walk.s (FC_PORT_UMUL32=1, FC_PORT_MUL=1,
# FC_PORT_DEPTH=1 and FC_PORT_WALK=1, the default), and WCMP=0 with the
# portable C 64-bit compares and shift, box queries, 64 / 32 division
# and square root instead of ports/z80/wcmp.s, shl.s, box.s, div.s and
# isqrt.s (FC_PORT_WCMP=1, FC_PORT_SHL=1, FC_PORT_BOX=1, FC_PORT_DIV=1 and
# FC_PORT_ISQRT_SMALL=1, the default); the two are independent; CI runs
# the default and both in C together. With both, the circle
# tests' common case is in assembly too, ports/z80/circle.s,
# pcircle.s and circle_decide.s (FC_PORT_CIRCLE=1; it squares with
# umul32.s's products). The
# SM83 build here uses the C versions (its instruction set differs; the
# Game Boy cartridge, ports/gb, has SM83 routines of its own).

port_init() {
    case "$1" in
        z80)  mcpu=z80;  ucpu=Z80;     simif=0xF000; iface="rom[0xf000]"; ldflags="--code-loc 0x0200" ;;
        sm83) mcpu=sm83; ucpu=LR35902; simif=0xA000; iface="xram[0xa000]"; ldflags="--data-loc 0xA100" ;;
        *) echo "unknown target '$1' (z80, sm83)"; return 1 ;;
    esac
    cc="sdcc -m$mcpu --std-c99 --opt-code-size"
    obj=$out/obj
    mkdir -p "$obj"
    rm -f "$obj"/*.rel "$obj"/*.lib "$obj"/small/*.rel
    umul=${UMUL:-1}
    wcmp=${WCMP:-1}
    case "$umul$wcmp" in
        00|01|10|11) ;;
        *) echo "UMUL and WCMP must be 0 or 1"; return 1 ;;
    esac
    if [ "$mcpu" != z80 ]; then
        umul=0
        wcmp=0
    fi
    circle=0
    [ "$umul$wcmp" = 11 ] && circle=1
    # The SAT's walk over depth.s (FC_PORT_WALK, walk.s), with the multiply.
    walk=0
    [ "$mcpu" = z80 ] && walk=$umul
    div=0
    [ "$mcpu" = z80 ] && div=$wcmp
    for f in src/*.c tests/vectors/ops_*.c; do
        $cc -Iinclude -Itests/vectors -DFC_PORT_UMUL32="$umul" -DFC_PORT_MUL="$umul" -DFC_PORT_DEPTH="$umul" -DFC_PORT_WALK="$walk" -DFC_PORT_WCMP="$wcmp" \
            -DFC_PORT_SHL="$wcmp" -DFC_PORT_BOX="$wcmp" -DFC_PORT_BOXES_OVERLAP="$wcmp" -DFC_PORT_DIV="$div" -DFC_PORT_DIV_LEN="$div" -DFC_PORT_ISQRT_SMALL="$div" -DFC_PORT_CIRCLE="$circle" -c "$f" \
            -o "$obj/$(basename "$f" .c).rel" || return 1
    done
    if [ "$umul" = 1 ]; then
        for a in umul32 wmul fmul depth; do
            sdasz80 -plosgff -o "$obj/$a.rel" "ports/z80/$a.s" || return 1
        done
    fi
    if [ "$walk" = 1 ]; then
        sdasz80 -plosgff -o "$obj/walk.rel" ports/z80/walk.s || return 1
    fi
    if [ "$wcmp" = 1 ]; then
        sdasz80 -plosgff -o "$obj/wcmp.rel" ports/z80/wcmp.s || return 1
        sdasz80 -plosgff -o "$obj/shl.rel" ports/z80/shl.s || return 1
        sdasz80 -plosgff -o "$obj/box.rel" ports/z80/box.s || return 1
        sdasz80 -plosgff -o "$obj/boxov.rel" ports/z80/boxov.s || return 1
    fi
    if [ "$div" = 1 ]; then
        sdasz80 -plosgff -o "$obj/div.rel" ports/z80/div.s || return 1
        sdasz80 -plosgff -o "$obj/dlen.rel" ports/z80/dlen.s || return 1
        sdasz80 -plosgff -o "$obj/isqrt.rel" ports/z80/isqrt.s || return 1
    fi
    if [ "$circle" = 1 ]; then
        for a in circle pcircle circle_decide cbox; do
            sdasz80 -plosgff -o "$obj/$a.rel" "ports/z80/$a.s" || return 1
        done
    fi
    sdar -rc "$obj/libfixcol.lib" "$obj"/*.rel || return 1
    # The Z80 images of the manifold, dist and sweepx groups (every shape
    # pair's contacts, distance and sweep) do not fit below the simulator
    # interface with the linear SAT: they link the projecting one
    # (FC_SAT_LINEAR=0, the same answers in 3.7 KB less code), and the
    # unit normal as its definition reads (FCI_UNIT_LEN_COMPACT=1, src/unit_len.c:
    # the same components in 400 bytes less).
    mkdir -p "$obj/small" && cp "$obj/libfixcol.lib" "$obj/libfixcol-small.lib" || return 1
    for f in sat unit_len; do
        $cc -Iinclude -DFC_PORT_UMUL32="$umul" -DFC_PORT_MUL="$umul" -DFC_PORT_DEPTH="$umul" -DFC_PORT_WALK="$walk" -DFC_PORT_WCMP="$wcmp" \
            -DFC_PORT_SHL="$wcmp" -DFC_PORT_BOX="$wcmp" -DFC_PORT_BOXES_OVERLAP="$wcmp" -DFC_PORT_DIV="$div" -DFC_PORT_DIV_LEN="$div" -DFC_PORT_ISQRT_SMALL="$div" -DFC_PORT_CIRCLE="$circle" -DFC_SAT_LINEAR=0 \
            -DFCI_UNIT_LEN_COMPACT=1 -c src/$f.c -o "$obj/small/$f.rel" \
            && sdar -r "$obj/libfixcol-small.lib" "$obj/small/$f.rel" || return 1
    done
    $cc -Iinclude -Itests/vectors -Dmain=fc_run_main -c tests/vectors/run_embed.c \
        -o "$obj/port-run_embed.rel" || return 1
}

port_groups() {
    core="1:mul,div,sqrt,len,alen,len2,rot"
    rest="area2,winding,convex,centroid,center,aabb,bcircle,pip,tri;4:cc,bb,cb,pp,pc,sweep;8:rayp,rayc,rayb;16:contact,ppx;32:collide,pairs;64:manifold;128:dist;256:sweepx"
    if [ "$mcpu" = sm83 ]; then
        # Group 0: not run here (the polygon code needs more than 24 KB).
        echo "$core;0:area2,winding,convex,centroid,center,aabb,bcircle,pip,tri,cc,bb,cb,pp,pc,sweep,rayp,rayc,rayb,contact,ppx,collide,pairs,manifold,dist,sweepx"
    else
        echo "$core;2:$rest"
    fi
}

# Query text per image: what is left of the code space once the group's
# code is in (Z80: 59 to 60 KB below the simulator interface; SM83:
# 24 KB); each image must end below the interface (Z80) or 0x6000 (SM83).
port_chunk_bytes() {
    if [ "$mcpu" = sm83 ]; then
        echo 2500
        return
    fi
    case "$1" in
        1) echo 16000 ;;
        2) echo 12000 ;;
        32) echo 3600 ;;
        64) echo 1000 ;;
        256) echo 300 ;;
        *) echo 5000 ;;
    esac
}

# The Z80 layout of an image of op group $1: the simulator interface and
# then the data just below the stack; the pairs group (32, 3.4 KB of data
# for its boxes) has them 1 KB lower, the sweepx group (256, 1.7 KB of
# data and the most code: with the C compares it needs all but 1.5 KB)
# 768 bytes higher. Sets simif, iface and data (the SM83 keeps its own).
z80_layout() {
    if [ "$mcpu" != z80 ]; then
        data=""
        return
    fi
    case "$1" in
        32) simif=0xEC00; data=0xED00 ;;
        256) simif=0xF300; data=0xF400 ;;
        *)  simif=0xF000; data=0xF100 ;;
    esac
    iface="rom[$simif]"
}

port_build() {
    z80_layout "$GROUP"
    lib=libfixcol.lib
    case "$GROUP" in
        64|128|256) lib=libfixcol-small.lib ;;
    esac
    $cc -DFC_SIMIF=$simif -c ports/z80/console.c -o "$2.console.rel" \
        && $cc -Iinclude -Itests/vectors -DFC_RUN_GROUPS="$GROUP" -c tests/vectors/runner.c -o "$2.runner.rel" \
        && $cc -c "$1" -o "$2.vec.rel" \
        && $cc $ldflags ${data:+--data-loc $data} "$2.console.rel" "$obj/port-run_embed.rel" \
            "$2.runner.rel" "$2.vec.rel" -L "$obj" -l "$lib" -o "$2.ihx" >/dev/null || return 1
    # The code (queries included) must end below the simulator interface
    # (Z80) or the end of the mapped ROM (SM83), or the image would run
    # garbage: refuse it instead.
    # The linker places _HOME, _GSINIT and _GSFINAL after _CODE: the
    # highest end of the four counts.
    end=0
    for area in $(awk '/^_(CODE|HOME|GSINIT|GSFINAL) / && !seen[$1]++ { print $2 ":" $3 }' "$2.map"); do
        e=$((0x${area%:*} + 0x${area#*:}))
        [ "$e" -gt "$end" ] && end=$e
    done
    limit=$([ "$mcpu" = sm83 ] && echo 24576 || echo $((simif)))
    if [ "$end" -gt "$limit" ]; then
        echo "image too large: code ends at $end, limit $limit"
        return 1
    fi
}

port_run() {
    # the image's op group from its name (run-GROUP-CHUNK)
    z80_layout "$(basename "$1" | cut -d- -f2)"
    set -- "$1.ihx"
    if [ "$ucpu" = LR35902 ]; then
        set -- -e "pc 0x100" "$@"
    fi
    timeout 900 sz80 -t "$ucpu" -I "if=$iface" -e run -e quit "$@" </dev/null 2>/dev/null \
        | awk '/^@@EXIT /{ status = $2; done = 1; exit } started { print } /^Loading from/ { started = 1 }
               END { if (!done) exit 125; exit status }' \
        | grep -v -E '^[0-9]+ words read from '
}
