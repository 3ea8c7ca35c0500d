# Game Boy (SM83) hooks for tools/port-test.sh (sourced, POSIX sh): SDCC
# -msm83, a banked MBC5 cartridge run headless under libmgba's Game Boy
# core by tools/mgba-run.c.
#
# The library is about 105 KB of SM83 code, more than the 32 KB a Game Boy
# sees at once, so it is banked without touching its source:
# tools/gb-bank.py packs the modules into 16 KB banks and gives each
# public function a far-call stub in bank 0 (ports/gb/bank.s). Bank 0
# holds the start-up code, the stubs, the runner's parser, the wide
# arithmetic (the hottest code) and every constant. The query text goes
# after the code banks (tools/gb-text.py) and ports/gb/run_gb.c reads it
# from there, so every vector set runs as one image.
#
# The default set is the committed subset; FULL=1 runs every committed
# vector. The library uses its portable wide arithmetic
# (FC_WIDE_NATIVE=0) with the 32 x 32 -> 64 multiply in SM83 assembly,
# ports/gb/umul32.s in bank 0, and with it the wide products, fc_mul and
# the linear SAT's dot product (ports/gb/wmul.s, ports/gb/fmul.s,
# ports/gb/depth.s) (FC_PORT_UMUL32=1, FC_PORT_MUL=1 and FC_PORT_DEPTH=1,
# the default); UMUL=0 builds the
# portable C multiply instead. The 64-bit compares are in
# assembly too, ports/gb/wcmp.s (FC_PORT_WCMP=1, the default), and with
# them the shift of fc_wide_shl, ports/gb/shl.s (FC_PORT_SHL=1), the two
# box queries, ports/gb/box.s (FC_PORT_BOX=1), the 64 / 32
# division, ports/gb/div.s (FC_PORT_DIV=1), and the square root,
# ports/gb/isqrt.s (FC_PORT_ISQRT_SMALL=1); WCMP=0 builds the C ones of
# all four. With the multiply and the compares in assembly, the
# circle tests' common case is too (ports/gb/circle.s, pcircle.s,
# circle_decide.s: FC_PORT_CIRCLE=1), and the linear SAT's walk and its
# pass over a polygon's edges (ports/gb/walk.s: FC_PORT_WALK=1, and with
# it FC_PORT_PASS). CI runs the default and both in C together.

port_init() {
    [ "$1" = sm83 ] || { echo "unknown Game Boy target '$1' (sm83)"; return 1; }
    make --no-print-directory -s build/host/mgba-run || return 1   # the Makefile's rule
    umul=${UMUL:-1}
    case "$umul" in
        0|1) ;;
        *) echo "UMUL must be 0 or 1"; return 1 ;;
    esac
    # Every library and runner file gets the same FC_PORT_UMUL32 and
    # FC_PORT_MUL.
    wcmp=${WCMP:-1}
    case "$wcmp" in
        0|1) ;;
        *) echo "WCMP must be 0 or 1"; return 1 ;;
    esac
    # The circle tests in assembly with both (they square with umul32.s).
    # The SAT's walk likewise (walk.s: the dot product of depth.s, the
    # compare of wcmp.s).
    circle=0
    [ "$umul$wcmp" = 11 ] && circle=1
    cc="sdcc -msm83 --std-c99 --opt-code-size -Iinclude -Itests/vectors -DFC_PORT_UMUL32=$umul -DFC_PORT_MUL=$umul -DFC_PORT_DEPTH=$umul -DFC_PORT_WCMP=$wcmp -DFC_PORT_SHL=$wcmp -DFC_PORT_BOX=$wcmp -DFC_PORT_BOXES_OVERLAP=$wcmp -DFC_PORT_DIV=$wcmp -DFC_PORT_DIV_LEN=$wcmp -DFC_PORT_ISQRT_SMALL=$wcmp -DFC_PORT_CIRCLE=$circle -DFC_PORT_WALK=$circle"
    obj=$out/obj
    rm -rf "$obj"
    mkdir -p "$obj/asm" "$obj/banked"
    # Bank 0: the runner's console and main (which reads the query text,
    # mapping its bank and then the code's back), the wide arithmetic's
    # products, sums, compares and shifts (with umul32.s) and the error
    # names. Everything else goes to the banks: the runner's parser, the
    # square roots and divisions (src/wide_root.c) among them.
    # With the C compares (WCMP=0) the wide arithmetic is larger than bank
    # 0 has room for beside the far-call stubs: it is banked too (slower,
    # the same answers).
    fixed="src/error.c ports/gb/console.c"
    [ "$wcmp" = 0 ] || fixed="$fixed src/wide.c src/wide_ops.c"
    for f in $fixed; do
        $cc -c "$f" -o "$obj/$(basename "$f" .c).rel" || return 1
    done
    $cc -Dmain=fc_run_main -c ports/gb/run_gb.c -o "$obj/run_gb.rel" || return 1
    for f in src/*.c tests/vectors/runner.c tests/vectors/ops_*.c; do
        case "$f" in src/error.c) continue ;; esac
        if [ "$wcmp" = 1 ] && case "$f" in src/wide.c|src/wide_ops.c) true ;; *) false ;; esac; then
            continue
        fi
        $cc -S "$f" -o "$obj/asm/$(basename "$f" .c).asm" || return 1
    done
    banks=$(python3 tools/gb-bank.py "$obj/banked" 1 "$obj"/asm/*.asm) || return 1
    asm="ports/gb/crt0.s ports/gb/bank.s"
    [ "$umul" = 0 ] || asm="$asm ports/gb/umul32.s ports/gb/wmul.s ports/gb/fmul.s ports/gb/depth.s"
    [ "$wcmp" = 0 ] || asm="$asm ports/gb/wcmp.s ports/gb/shl.s ports/gb/box.s ports/gb/boxov.s ports/gb/div.s ports/gb/dlen.s ports/gb/isqrt.s"
    [ "$circle" = 0 ] || asm="$asm ports/gb/circle.s ports/gb/pcircle.s ports/gb/circle_decide.s ports/gb/cbox.s ports/gb/walk.s"
    for f in "$obj"/banked/*.asm "$obj/banked/stubs.s" $asm; do
        sdasgb -plosgff -o "$obj/$(basename "$f" | sed 's/\.[a-z]*$//').rel" "$f" || return 1
    done
    # -b _CODE_<n>=0x<n>4000: makebin puts address 0xN4000 at ROM bank N.
    bflags=$(echo "$banks" | awk '{ printf "-b _CODE_%s=%s ", $1, $2 }')
    nbanks=$(echo "$banks" | awk 'END { print $1 + 1 }')
    rombanks=2
    while [ "$rombanks" -lt "$nbanks" ]; do rombanks=$((rombanks * 2)); done
}

# The text is read from ROM banks after the code, up to 8 MB: one image.
port_chunk_bytes() {
    echo 8000000
}

# $1 (the generated C file) is not used: the text goes into the ROM as it
# is, from $VEC_TEXT (set by tools/port-test.sh).
port_build() {
    first=$(ls "$obj"/*.rel | grep -v -e '/crt0.rel$')
    sdldgb -n -mjwx -i "$2.ihx" -b _CODE=0x0200 -b _DATA=0xC000 $bflags \
        -g _fc_gb_text_bank="$rombanks" -k /usr/share/sdcc/lib/sm83 -l sm83 \
        "$obj/crt0.rel" $first -e || return 1
    # Bank 0 must hold every unbanked area, and each bank its code; the
    # linker checks neither.
    python3 tools/gb-bank.py --check "$2.map" || return 1
    makebin -Z -yt 0x19 -yo "$rombanks" -yn FIXCOL "$2.ihx" "$2.gb" || return 1
    python3 tools/gb-text.py "$2.gb" "$rombanks" "$VEC_TEXT" >/dev/null
}

port_run() {
    # A frame limit (about 60 frames per emulated second), so a runaway
    # program ends with status 124; FRAMES= overrides it.
    build/host/mgba-run "$1.gb" "${FRAMES:-2160000}" </dev/null
}
