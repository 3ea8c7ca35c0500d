// fixcol build options.
//
// Every option is 0 or 1 (or a number where stated), always defined, and
// tested with #if, never #ifdef, so a misspelt option is caught by -Wundef
// instead of silently selecting a default. Override any of them on the
// compiler command line (-DFC_WIDE_NATIVE=0) or by defining it before the
// first fixcol header is included.
#ifndef FIXCOL_CONFIG_H
#define FIXCOL_CONFIG_H

#include <stdint.h>

// FC_WIDE_NATIVE: 1 = 64-bit products use the compiler's int64_t;
// 0 = the portable two-word implementation in src/wide.c.
// Default: native where the compiler has a fast int64_t. cc65 has no 64-bit
// type at all; SDCC has one, but a long long multiply costs about 500,000
// Z80 T-states against about 3,900 for a 32-bit one, so both use portable.
#ifndef FC_WIDE_NATIVE
#  if defined(__CC65__) || defined(__SDCC)
#    define FC_WIDE_NATIVE 0
#  elif defined(INT64_MAX)
#    define FC_WIDE_NATIVE 1
#  else
#    define FC_WIDE_NATIVE 0
#  endif
#endif

// FC_PORT_SMULL: 1 = with FC_WIDE_NATIVE, every 32 x 32 -> 64 product goes
// through int64_t fc_port_smull(int32_t, int32_t) or, unsigned,
// uint64_t fc_port_umull(uint32_t, uint32_t), routines the port supplies
// (ports/cortex-m/smull_v6m.S: ARMv6-M has no SMULL, and the compiler's
// 64 x 64 __aeabi_lmul costs twice as much). 0 = plain C.
#ifndef FC_PORT_SMULL
#  define FC_PORT_SMULL 0
#endif

// FC_PORT_UMUL32: 1 = without FC_WIDE_NATIVE, the unsigned 32 x 32 -> 64
// product under fc_wide_mul, fc_wide_umul, fc_wide_muladd and
// fc_wide_mulsub is void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b),
// a routine the port supplies (ports/6502/umul32.s, ports/z80/umul32.s, ports/gb/umul32.s:
// assembly is far faster than the four 16 x 16 products of src/wide.c).
// 0 = plain C, the fallback, tested on every port too.
#ifndef FC_PORT_UMUL32
#  define FC_PORT_UMUL32 0
#endif

// FC_PORT_MUL: 1 = with FC_PORT_UMUL32, the port's assembly also defines
// fc_wide_umul, fc_wide_mul, fc_wide_muladd, fc_wide_mulsub and fc_mul
// themselves, and src/wide.c, src/wide_ops.c and src/fixed.c leave their
// C versions out (ports/6502/umul32.s: where cc65 turns the C's signs,
// sums and rounding into 32-bit runtime calls, they cost several times
// the product). Not with FC_USE_ASSERT: the assembly fc_mul does not call
// the hook. 0 = plain C around fc_port_umul32.
#ifndef FC_PORT_MUL
#  define FC_PORT_MUL 0
#endif

// FC_PORT_DEPTH: 1 = with FC_PORT_UMUL32 or FC_PORT_SMULL, the linear
// SAT's walks (src/sat.c, the builds with 32-bit words) take their dot
// product n . (p - b) from the port: void fci_port_depth(fc_wide *r, const
// fc_vec *n, const fc_vec *b, const fc_vec *p), the contract of the C
// (the differences wrapping modulo 2^32, the exact products, the sum
// modulo 2^64; r not NULL): ports/6502/depth.s, ports/z80/depth.s and
// ports/gb/depth.s, where cc65's and SDCC's differences and argument
// pushing cost more than the products, and ports/cortex-m/smull_v6m.S on
// ARMv6-M, both products in registers in one leaf (port.h turns it on
// with FC_PORT_SMULL). 0 = plain C, the fallback, tested on those ports
// too.
#ifndef FC_PORT_DEPTH
#  define FC_PORT_DEPTH 0
#endif

// FC_PORT_WALK: 1 = with FC_PORT_DEPTH, the linear SAT's walk on the
// 8-bit CPUs (src/sat.c, FCI_SAT_8BIT) takes from the port its step from
// one edge to the next, const fc_vec *fci_port_walk(fc_wide *cur, const
// fc_vec *n, const fc_vec *p, const fc_vec *xj, const fc_vec *xv, const
// fc_vec *xn, const uint8_t *xa, unsigned mna) (from xj, at most m steps
// to the next vertex while it lies strictly deeper, as the stored angles
// xa say or, where they leave it open, the normals xn and the depths;
// *cur the depth of the vertex where it stops; mna = m + 256 times n's
// angle), its tests of parallel normals, int fci_port_parallel(const
// fc_vec *u, const fc_vec *v) (equal or opposite modulo 2^32, or both x
// components 0, or both y components 0), and of
// normals as long, int fci_port_same_len(const fc_vec *u, const fc_vec
// *v) (each component's magnitude equal, in the same order or swapped),
// and the bound it asks of almost every edge, int fci_port_may_tie(const fc_wide
// *push, const fci_len *len, fc_fixed best) (1 when push < (best + 1)
// (floor(N / 2^k) + 1), each factor modulo 2^32, the comparison signed):
// ports/6502/walk.s, ports/z80/walk.s and ports/gb/walk.s, where cc65's
// and SDCC's pointer arithmetic, calls and runtime shifts cost more than
// the products. 0 = plain C, the fallback, tested on those ports too.
#ifndef FC_PORT_WALK
#  define FC_PORT_WALK 0
#endif

// FC_PORT_PASS: 1 = with FC_PORT_WALK, the whole pass over one polygon's
// edges (src/sat.c's pass_poly after its first climb) is the port's,
// fci_port_pass (src/internal.h): the walk from edge to edge, the sign of
// each push, the bound that skips an edge which cannot become the best
// axis, the first edge and one as long as the best kept, and a call back
// to the C, fci_pass_offer_exact (sat.c's offer_exact), for the edges
// left (on the 6502 the pass offers them itself, and calls the C only
// where two distances tie, fci_pass_tie). ports/z80/walk.s,
// ports/gb/walk.s and ports/6502/walk.s, where SDCC's and cc65's code
// passes the walk's eight arguments on the stack and reaches its locals
// through absolute addresses. It reads fc_poly at the offsets of
// FC_MAX_VERTS 16. 1 by default with FC_PORT_WALK on
// SDCC's Z80 and SM83 and on cc65 (each walk.s is assembled with it) and
// FC_MAX_VERTS 16, else 0.
#ifndef FC_PORT_PASS
#  if FC_PORT_WALK && (defined(__SDCC_z80) || defined(__SDCC_sm83) || defined(__CC65__)) \
      && (!defined(FC_MAX_VERTS) || FC_MAX_VERTS == 16)
#    define FC_PORT_PASS 1
#  else
#    define FC_PORT_PASS 0
#  endif
#endif

// FC_PORT_KEEP: 1 = with FC_PORT_PASS, src/sat.c's keep (the best axis
// so far becomes another: its push, direction, length and owner copied)
// is the port's, fci_port_keep (src/internal.h): ports/6502/walk.s and
// ports/gb/walk.s, where cc65 and SDCC copy the structs through memcpy
// and negate through their 32-bit helpers (cc65 also pays for every
// argument passed on). 1 by default with FC_PORT_PASS on cc65 and on
// SDCC's Game Boy builds, else 0.
#ifndef FC_PORT_KEEP
#  if FC_PORT_PASS && (defined(__CC65__) || defined(__SDCC_sm83))
#    define FC_PORT_KEEP 1
#  else
#    define FC_PORT_KEEP 0
#  endif
#endif

// FC_PORT_BOX: 1 = the port's assembly defines fc_box_box and
// fc_point_in_box, and src/box_box.c and src/point.c leave their C
// versions out (ports/6502/box.s: byte-level range tests and 4-byte
// compares, where cc65 turns the C's 32-bit checks into runtime calls;
// ports/avr/box.S decides most cases on the values' upper halves and
// calls src/box_box.c's checks for the rest). 0 = plain C, the fallback,
// tested on every port too.
#ifndef FC_PORT_BOX
#  define FC_PORT_BOX 0
#endif

// FC_PORT_BOXES_OVERLAP: 1 = the port's assembly defines
// fci_boxes_overlap, the closed boxes' overlap test the polygon queries,
// the broad phase and the concave and swept shapes ask first, and
// src/boxes_overlap.c leaves its C out (ports/6502/boxov.s: one 4-byte
// subtraction per comparison, where cc65 makes each a pair of runtime
// calls; ports/z80/boxov.s and ports/gb/boxov.s: each comparison from
// the top byte down, where SDCC goes through its frame). 0 = plain C,
// the fallback, tested on every port too.
#ifndef FC_PORT_BOXES_OVERLAP
#  define FC_PORT_BOXES_OVERLAP 0
#endif

// FC_TRUST_BOXES: 1 = fc_box_box and fc_point_in_box do not check that
// their boxes and point are in range and that min <= max: for a game
// whose boxes are valid by construction, on a CPU where those checks cost
// several times the test itself (AVR: ports/avr/README.md). NULL pointers
// are still FC_ERR_NULL. A box or point the checks would refuse then
// gives 0 or 1, as its coordinates compare: never an error code, never
// undefined behaviour. 0 = every input checked (the default). Only the C
// versions trust: a port's assembly box queries (FC_PORT_BOX) keep their
// checks, which cost less than the comparisons there.
#ifndef FC_TRUST_BOXES
#  define FC_TRUST_BOXES 0
#endif

// FC_PORT_CIRCLE: 1 = the port's assembly defines fc_circle_circle,
// fc_point_in_circle, fc_circle_box and fc_box_circle: it decides every
// call itself, with the exact squares of the port's multiply (needs
// FC_PORT_MUL), and calls the checks alone in C (src/circle_check.c,
// src/point_check.c, src/circle_box_check.c) for what its quick range
// test does not pass, and for every call of the circle and box test;
// src/ then names its own versions fci_circle_circle_c,
// fci_point_in_circle_c and fci_circle_box_c, which the ports' circle
// tests compare with (ports/6502/, ports/z80/ and ports/gb/: circle.s,
// pcircle.s, circle_decide.s and cbox.s). 0 = plain C, the fallback,
// tested on every port too.
#ifndef FC_PORT_CIRCLE
#  define FC_PORT_CIRCLE 0
#endif

// FC_PORT_WCMP: 1 = without FC_WIDE_NATIVE, src/wide.c leaves out
// int fc_wide_cmp(const fc_wide *, const fc_wide *) and fc_wide_ucmp, and
// the port supplies both under those names, so callers reach them with no
// extra call (ports/6502/wcmp.s, ports/z80/wcmp.s, ports/gb/wcmp.s: a byte compare from
// the top byte down that stops at the first difference, where the 8-bit
// compilers turn the C into 32-bit runtime calls, 6 to 18 times slower).
// They must return exactly -1, 0 or 1. 0 = plain C, the fallback, tested
// on every port too.
#ifndef FC_PORT_WCMP
#  define FC_PORT_WCMP 0
#endif

// FC_PORT_FAST_CODE: what the definitions of the few kernels under the
// exact arithmetic begin with (the root's core and the 64 / 32 division
// of the 32-bit builds in src/wide_root.c; the 128-bit product, sum and
// scaling in src/big.c), so that a port can place them in faster
// memory. The GBA port (ports/gba/port.h) makes them ARM code in IWRAM
// (a 32-bit bus without wait states) while the rest runs as Thumb code
// from the cartridge ROM; an RP2040 build could put them in SRAM the
// same way. Empty by default: an attribute, not a 0/1 option.
#ifndef FC_PORT_FAST_CODE
#  define FC_PORT_FAST_CODE
#endif

// FC_PORT_WADD: 1 = without FC_WIDE_NATIVE, src/wide.c and
// src/wide_ops.c leave out void fc_wide_add(fc_wide *, const fc_wide *,
// const fc_wide *) and fc_wide_sub, and the port supplies both under
// those names, with their contract (wide.h: modulo 2^64, a NULL input
// reads as 0, a NULL result is not written, the result may be an
// operand): ports/6502/wadd.s, a byte loop, where cc65 turns the C's
// words and carry into runtime calls, ten times slower. 0 = plain C, the
// fallback, tested on every port too.
#ifndef FC_PORT_WADD
#  define FC_PORT_WADD 0
#endif

// FC_PORT_SHL: 1 = in the SDCC builds (FCI_WIDE_SMALL,
// include/fixcol/wide.h) src/wide_ops.c leaves out fci_wide_shl_lost,
// the shift under fc_wide_shl and the divisions by a stored length
// (src/mtv.c), and the port supplies it with its contract
// (src/internal.h): ports/z80/shl.s and ports/gb/shl.s, the bytes moved
// and then rotated in place, where SDCC shifts a word one bit at a time
// through its frame, ten times slower. 0 = plain C, the fallback, tested
// on those ports too.
#ifndef FC_PORT_SHL
#  define FC_PORT_SHL 0
#endif

// FC_PORT_DIV: which of the 64 / 32 division's two functions (the
// division under every unit normal, depth and exact quotient in the
// builds with 32-bit words, FCI_WIDE_WORDS, include/fixcol/wide.h) the
// port supplies, with their contract (wide.h):
// 1 = both: src/wide_root.c leaves out fci_divisor_set and fci_divide,
//     and the divisor struct is the port's to fill: ports/6502/div.s, one
//     quotient bit per step in zero page, where cc65 turns the C's trial
//     digits into runtime calls, ten times slower;
// 2 = the division alone (not with FCI_WIDE_SMALL): src/wide_root.c
//     keeps fci_divisor_set, and fci_divide is the port's fci_port_divide,
//     the same quotient and remainder from the same prepared divisor:
//     ports/cortex-m/smull_v6m.S for ARMv6-M, where gcc's code for the two
//     trial digits spills to a 48-byte frame under the SAT's deepest
//     calls (port.h chooses it with FC_PORT_SMULL).
// 0 = plain C, the fallback, tested on every port too.
#ifndef FC_PORT_DIV
#  define FC_PORT_DIV 0
#endif

// FC_PORT_PUSH_LESS: 1 = the linear SAT's exact choice between two axes
// of equal rounded distance (src/sat.c's push_less, a comparison of
// products of 190 bits) is the port's: int fci_port_push_less(const
// fc_wide *push, const fc_vec *n, const fc_wide *bpush, const fc_vec *bn),
// the contract of the C: ports/cortex-m/smull_v6m.S on ARMv6-M, one leaf
// whose frame is smaller than the C's with its calls, at the bottom of
// the SAT's deepest call chain (port.h turns it on with FC_PORT_SMULL).
// 0 = plain C, the fallback, tested on that port too.
#ifndef FC_PORT_PUSH_LESS
#  define FC_PORT_PUSH_LESS 0
#endif

// FC_PORT_DIV_LEN: 1 = with FC_PORT_DIV, the builds with 32-bit words
// (FCI_WIDE_WORDS) leave out the divisions by a stored length N / 2^k
// (src/mtv.c, src/unit_len.c), and the port supplies them with their
// contract:
// fci_div_len, a push over the length (num 2^k / N rounded half up,
// FC_ERR_OVERFLOW past 2^31 - 1), and fci_unit_len, the unit normal (each
// component c 65536 2^k / N rounded half away from zero, that of (1, 0)
// where it does not fit): ports/6502/div.s, where cc65's shifts by k are
// runtime loops and its 32-bit compares calls, and ports/z80/dlen.s and
// ports/gb/dlen.s, where SDCC's shift, magnitude and signed store of the
// 64-bit numerator cost more than the division itself (FCI_WIDE_SMALL).
// 0 = plain C, the fallback, tested on those ports too.
#ifndef FC_PORT_DIV_LEN
#  define FC_PORT_DIV_LEN 0
#endif

// FC_PORT_ISQRT: 1 = the 32-bit-word builds (FCI_WIDE_WORDS, not
// FCI_WIDE_SMALL) take the core of src/wide_root.c's square root, under
// every length, unit normal and circle depth, from the port: uint32_t
// fci_port_isqrt_w(hi, lo, cap, o), the same steps on the same table
// (fci_rsqrt_tab) with every output the same. ports/cortex-m/smull_v6m.S
// has it for ARMv6-M, where gcc's code for the C spills its registers
// (port.h turns it on with FC_PORT_SMULL). 0 = plain C, the fallback,
// tested on that port too.
#ifndef FC_PORT_ISQRT
#  define FC_PORT_ISQRT 0
#endif

// FC_PORT_LENGTH: 1 = the 32-bit-word builds (FCI_WIDE_WORDS, not
// FCI_WIDE_SMALL) take fci_wide_length, the exact length of an edge
// normal that fc_poly_build stores for every edge (N and k, wide.h), from
// the port, with its outputs: ports/cortex-m/smull_v6m.S has it for
// ARMv6-M, the squares and the root's steps in one routine where the C
// calls the general root (FC_PORT_ISQRT) and takes its remainder. A
// vector along an axis goes on to the C's fci_axis_length
// (src/wide_root.c). port.h turns it on with FC_PORT_SMULL. 0 = plain C,
// the fallback, tested on that port too.
#ifndef FC_PORT_LENGTH
#  define FC_PORT_LENGTH 0
#endif

// FC_PORT_CONVEX: 1 = fc_poly_build's first pass over a convex polygon
// is the port's: int fci_port_convex(const fc_vec *pts, int n, uint8_t
// *ang) checks the coordinates, stores the edge normals' pseudo-angles
// and proves the loop convex with its winding (1 or -1) from their
// differences alone, or returns 0 and leaves everything to the C
// (fci_check_points, the angles' other cases, fci_classify):
// ports/cortex-m/smull_v6m.S on ARMv6-M (port.h turns it on with
// FC_PORT_SMULL). The same answers and bytes. 0 = plain C, the
// fallback, tested on that port too.
#ifndef FC_PORT_CONVEX
#  define FC_PORT_CONVEX 0
#endif

// FC_PORT_FILL: 1 = fc_poly_build's second pass is the port's: void
// fci_port_fill(fc_poly *out, const uint8_t *ang, int s) writes every
// field after n, the flags and the vertices (the box, the bounding
// circle, the normals, their lengths and pseudo-angles, the zeros from n
// on) as the C does: ports/cortex-m/smull_v6m.S on ARMv6-M (port.h turns
// it on with FC_PORT_SMULL where FC_MAX_VERTS is 16). It writes fc_poly at
// the offsets of FC_MAX_VERTS 16. 0 = plain C, the fallback, tested on
// that port too.
#ifndef FC_PORT_FILL
#  define FC_PORT_FILL 0
#endif

// FC_PORT_SAT: 1 = the linear SAT of two built convex polygons
// (src/sat.c's fci_sat_poly, under fc_poly_poly, fc_poly_poly_mtv, the
// contact manifold and the sweeps) is the port's: int fci_port_sat(const
// fc_poly *a, const fc_poly *b, fc_mtv *mtv, fci_axis *axis), the same
// walks, offers and answers as the C of the 32-bit-word builds, its state
// in registers and a frame of the best axis and the push in hand:
// ports/cortex-m/smull_v6m.S on ARMv6-M, which calls the port's
// fci_port_depth, fci_port_divide and fci_port_push_less (port.h turns it
// on with FC_PORT_SMULL where FC_MAX_VERTS is 16). It reads fc_poly at the
// offsets of FC_MAX_VERTS 16. 0 = plain C, the fallback, tested on that
// port too.
#ifndef FC_PORT_SAT
#  define FC_PORT_SAT 0
#endif

// FC_PORT_ISQRT_SMALL: 1 = the builds with one-bit-per-step kernels
// (FCI_WIDE_SMALL, include/fixcol/wide.h: SDCC's) take src/wide_root.c's
// digit-by-digit square root, under every length, unit normal and circle
// depth, from the port: uint32_t fci_isqrt_small(hi, lo, rhi, rlo), the
// floor of the root of hi 2^32 + lo, and the remainder in *rhi and *rlo
// (the same outputs as the C): ports/z80/isqrt.s and ports/gb/isqrt.s,
// where the C's 32-bit shifts and compares in memory cost fifteen times
// the steps. 0 = plain C, the fallback, tested on those ports too.
#ifndef FC_PORT_ISQRT_SMALL
#  define FC_PORT_ISQRT_SMALL 0
#endif

// FC_PORT_BIG_MUL: 1 = the builds with 32-bit words and the native int64_t
// (FC_WIDE_NATIVE, not FCI_BIG_NATIVE) take src/big.c's fci_big_mul_wide,
// the signed 64 x 64 -> 128 product under every exact comparison of
// squares, every ray against a circle and every swept circle, from the
// port, with its contract (the same 128-bit value): ports/cortex-m/
// smull_v6m.S for ARMv6-M, where the C's loops and calls cost twice the
// products (port.h turns it on with FC_PORT_SMULL). 0 = plain C, the
// fallback, tested on that port too.
#ifndef FC_PORT_BIG_MUL
#  define FC_PORT_BIG_MUL 0
#endif

// FC_MAX_VERTS: vertex capacity of an fc_poly (at least 3). Each vertex
// costs 16 bytes in a polygon (point and edge normal).
#ifndef FC_MAX_VERTS
#  define FC_MAX_VERTS 16
#endif

// FC_USE_ASSERT: 1 = call FC_ASSERT on programmer errors (NULL pointers and
// the like) before returning the error code; 0 = only return the code.
// Release builds still return the error code either way.
#ifndef FC_USE_ASSERT
#  define FC_USE_ASSERT 0
#endif

// FC_ASSERT(cond): the hook FC_USE_ASSERT calls. Defaults to a loop-free
// no-op, so the core needs no assert(); a debug build may map it to it.
#ifndef FC_ASSERT
#  define FC_ASSERT(cond) ((void)0)
#endif

#if FC_WIDE_NATIVE != 0 && FC_WIDE_NATIVE != 1
#  error "FC_WIDE_NATIVE must be 0 or 1"
#endif
#if FC_PORT_SMULL != 0 && FC_PORT_SMULL != 1
#  error "FC_PORT_SMULL must be 0 or 1"
#endif
#if FC_PORT_SMULL && !FC_WIDE_NATIVE
#  error "FC_PORT_SMULL needs FC_WIDE_NATIVE"
#endif
#if FC_PORT_UMUL32 != 0 && FC_PORT_UMUL32 != 1
#  error "FC_PORT_UMUL32 must be 0 or 1"
#endif
#if FC_PORT_UMUL32 && FC_WIDE_NATIVE
#  error "FC_PORT_UMUL32 needs FC_WIDE_NATIVE=0"
#endif
#if FC_PORT_BIG_MUL != 0 && FC_PORT_BIG_MUL != 1
#  error "FC_PORT_BIG_MUL must be 0 or 1"
#endif
#if FC_PORT_BIG_MUL && !FC_WIDE_NATIVE
#  error "FC_PORT_BIG_MUL needs FC_WIDE_NATIVE (the port reads fc_wide as int64_t)"
#endif
#if FC_PORT_ISQRT != 0 && FC_PORT_ISQRT != 1
#  error "FC_PORT_ISQRT must be 0 or 1"
#endif
#if FC_PORT_LENGTH != 0 && FC_PORT_LENGTH != 1
#  error "FC_PORT_LENGTH must be 0 or 1"
#endif
#if FC_PORT_CONVEX != 0 && FC_PORT_CONVEX != 1
#  error "FC_PORT_CONVEX must be 0 or 1"
#endif
#if FC_PORT_FILL != 0 && FC_PORT_FILL != 1
#  error "FC_PORT_FILL must be 0 or 1"
#endif
#if FC_PORT_FILL && FC_MAX_VERTS != 16
#  error "FC_PORT_FILL writes fc_poly at the offsets of FC_MAX_VERTS 16"
#endif
#if FC_PORT_SAT != 0 && FC_PORT_SAT != 1
#  error "FC_PORT_SAT must be 0 or 1"
#endif
#if FC_PORT_SAT && FC_MAX_VERTS != 16
#  error "FC_PORT_SAT reads fc_poly at the offsets of FC_MAX_VERTS 16"
#endif
#if FC_PORT_ISQRT_SMALL != 0 && FC_PORT_ISQRT_SMALL != 1
#  error "FC_PORT_ISQRT_SMALL must be 0 or 1"
#endif
#if FC_PORT_DIV != 0 && FC_PORT_DIV != 1 && FC_PORT_DIV != 2
#  error "FC_PORT_DIV must be 0, 1 or 2"
#endif
#if FC_PORT_WADD != 0 && FC_PORT_WADD != 1
#  error "FC_PORT_WADD must be 0 or 1"
#endif
#if FC_PORT_WADD && FC_WIDE_NATIVE
#  error "FC_PORT_WADD needs FC_WIDE_NATIVE=0"
#endif
#if FC_PORT_SHL != 0 && FC_PORT_SHL != 1
#  error "FC_PORT_SHL must be 0 or 1"
#endif
#if FC_PORT_SHL && FC_WIDE_NATIVE
#  error "FC_PORT_SHL needs FC_WIDE_NATIVE=0"
#endif
#if FC_PORT_MUL != 0 && FC_PORT_MUL != 1
#  error "FC_PORT_MUL must be 0 or 1"
#endif
#if FC_PORT_MUL && !FC_PORT_UMUL32
#  error "FC_PORT_MUL needs FC_PORT_UMUL32=1"
#endif
#if FC_PORT_MUL && FC_USE_ASSERT
#  error "FC_PORT_MUL's fc_mul does not call FC_ASSERT: build with FC_PORT_MUL=0"
#endif
#if FC_PORT_DEPTH != 0 && FC_PORT_DEPTH != 1
#  error "FC_PORT_DEPTH must be 0 or 1"
#endif
#if FC_PORT_DEPTH && !FC_PORT_UMUL32 && !FC_PORT_SMULL
#  error "FC_PORT_DEPTH needs the port's product (FC_PORT_UMUL32=1, or FC_PORT_SMULL=1)"
#endif
#if FC_PORT_PUSH_LESS != 0 && FC_PORT_PUSH_LESS != 1
#  error "FC_PORT_PUSH_LESS must be 0 or 1"
#endif
#if FC_PORT_DIV_LEN != 0 && FC_PORT_DIV_LEN != 1
#  error "FC_PORT_DIV_LEN must be 0 or 1"
#endif
#if FC_PORT_DIV_LEN && FC_PORT_DIV != 1
#  error "FC_PORT_DIV_LEN needs FC_PORT_DIV=1 (the port's division)"
#endif
#if FC_PORT_WALK != 0 && FC_PORT_WALK != 1
#  error "FC_PORT_WALK must be 0 or 1"
#endif
#if FC_PORT_WALK && !FC_PORT_DEPTH
#  error "FC_PORT_WALK needs FC_PORT_DEPTH=1 (the port's dot product)"
#endif
#if FC_PORT_PASS != 0 && FC_PORT_PASS != 1
#  error "FC_PORT_PASS must be 0 or 1"
#endif
#if FC_PORT_PASS && !FC_PORT_WALK
#  error "FC_PORT_PASS needs FC_PORT_WALK=1 (the port's walk)"
#endif
#if FC_PORT_PASS && FC_MAX_VERTS != 16
#  error "FC_PORT_PASS reads fc_poly at the offsets of FC_MAX_VERTS 16"
#endif
#if FC_PORT_KEEP != 0 && FC_PORT_KEEP != 1
#  error "FC_PORT_KEEP must be 0 or 1"
#endif
#if FC_PORT_KEEP && !FC_PORT_PASS
#  error "FC_PORT_KEEP needs FC_PORT_PASS=1 (the port's pass reads sat_best alike)"
#endif
#if FC_PORT_BOX != 0 && FC_PORT_BOX != 1
#  error "FC_PORT_BOX must be 0 or 1"
#endif
#if FC_PORT_BOXES_OVERLAP != 0 && FC_PORT_BOXES_OVERLAP != 1
#  error "FC_PORT_BOXES_OVERLAP must be 0 or 1"
#endif
#if FC_TRUST_BOXES != 0 && FC_TRUST_BOXES != 1
#  error "FC_TRUST_BOXES must be 0 or 1"
#endif
#if FC_PORT_CIRCLE != 0 && FC_PORT_CIRCLE != 1
#  error "FC_PORT_CIRCLE must be 0 or 1"
#endif
#if FC_PORT_CIRCLE && !FC_PORT_MUL
#  error "FC_PORT_CIRCLE needs FC_PORT_MUL=1 (the port's circle tests square with its multiply)"
#endif
#if FC_PORT_WCMP != 0 && FC_PORT_WCMP != 1
#  error "FC_PORT_WCMP must be 0 or 1"
#endif
#if FC_PORT_WCMP && FC_WIDE_NATIVE
#  error "FC_PORT_WCMP needs FC_WIDE_NATIVE=0"
#endif
#if FC_USE_ASSERT != 0 && FC_USE_ASSERT != 1
#  error "FC_USE_ASSERT must be 0 or 1"
#endif
#if FC_MAX_VERTS < 3 || FC_MAX_VERTS > 255
#  error "FC_MAX_VERTS must be between 3 and 255"
#endif

// FC_CONFIG_SYMBOL: the name of an object that spells the options that
// shape the API's structs, FC_MAX_VERTS (fc_poly, three digits) and
// FC_WIDE_NATIVE (fc_wide): fc_config_verts016_wide1 by default. One
// library source defines it (src/config.c) and fixcol.h refers to it, so
// a program whose files were compiled with other values than its library
// fails to link, naming the object its files expected. The digits come
// from #if, so any spelling of the value (32, 0x20, (32)) gives one name.
#if FC_MAX_VERTS / 100 == 0
#  define FC_CFG_D2 0
#elif FC_MAX_VERTS / 100 == 1
#  define FC_CFG_D2 1
#else
#  define FC_CFG_D2 2
#endif
#if FC_MAX_VERTS / 10 % 10 == 0
#  define FC_CFG_D1 0
#elif FC_MAX_VERTS / 10 % 10 == 1
#  define FC_CFG_D1 1
#elif FC_MAX_VERTS / 10 % 10 == 2
#  define FC_CFG_D1 2
#elif FC_MAX_VERTS / 10 % 10 == 3
#  define FC_CFG_D1 3
#elif FC_MAX_VERTS / 10 % 10 == 4
#  define FC_CFG_D1 4
#elif FC_MAX_VERTS / 10 % 10 == 5
#  define FC_CFG_D1 5
#elif FC_MAX_VERTS / 10 % 10 == 6
#  define FC_CFG_D1 6
#elif FC_MAX_VERTS / 10 % 10 == 7
#  define FC_CFG_D1 7
#elif FC_MAX_VERTS / 10 % 10 == 8
#  define FC_CFG_D1 8
#else
#  define FC_CFG_D1 9
#endif
#if FC_MAX_VERTS % 10 == 0
#  define FC_CFG_D0 0
#elif FC_MAX_VERTS % 10 == 1
#  define FC_CFG_D0 1
#elif FC_MAX_VERTS % 10 == 2
#  define FC_CFG_D0 2
#elif FC_MAX_VERTS % 10 == 3
#  define FC_CFG_D0 3
#elif FC_MAX_VERTS % 10 == 4
#  define FC_CFG_D0 4
#elif FC_MAX_VERTS % 10 == 5
#  define FC_CFG_D0 5
#elif FC_MAX_VERTS % 10 == 6
#  define FC_CFG_D0 6
#elif FC_MAX_VERTS % 10 == 7
#  define FC_CFG_D0 7
#elif FC_MAX_VERTS % 10 == 8
#  define FC_CFG_D0 8
#else
#  define FC_CFG_D0 9
#endif
#if FC_WIDE_NATIVE
#  define FC_CFG_W 1
#else
#  define FC_CFG_W 0
#endif
#define FC_CFG_PASTE(d2, d1, d0, w) fc_config_verts##d2##d1##d0##_wide##w
#define FC_CFG_NAME(d2, d1, d0, w) FC_CFG_PASTE(d2, d1, d0, w)
#define FC_CONFIG_SYMBOL FC_CFG_NAME(FC_CFG_D2, FC_CFG_D1, FC_CFG_D0, FC_CFG_W)

#endif // FIXCOL_CONFIG_H
