; fixcol Z80 port: the two box queries every 8-bit game calls most, in
; assembly (FC_PORT_BOX=1, see include/fixcol/config.h; src/box_box.c and
; src/point.c then leave their C versions out).
;
;   int fc_box_box(const fc_box *a, const fc_box *b);
;   int fc_point_in_box(const fc_box *b, const fc_vec *p);
;
; The contract is the C versions' to the error code and its order: a
; NULL pointer is FC_ERR_NULL (-1); a box is checked before it is used,
; coordinates first (FC_ERR_RANGE, -3, beyond +-2^29 raw), then min <= max
; on each axis (FC_ERR_INVALID, -4); fc_box_box checks a, then b, and
; fc_point_in_box the box, then the point; then 1 when they touch (closed
; boxes: a shared edge touches), else 0.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default):
; the first pointer arrives in HL, the second in DE, nothing on the
; stack; the int result goes back in DE. IX (the frame pointer) is saved
; and restored around its use here; AF, BC, DE, HL and IY are scratch.
; A box's four top bytes are tested together first (plus 0x20 each,
; OR-ed: below 0x40 exactly when each is), and one by one only when that
; fails.
;
; An fc_box is { min.x, min.y, max.x, max.y }, 32-bit little-endian
; values at offsets 0, 4, 8 and 12; an fc_vec { x, y } at 0 and 4. The
; first shape is reached through IY, the second through IX. A value v is
; in range when v + 2^29 lies in [0, 2^30]: when its top byte plus 0x20
; is below 0x40, or equal to 0x40 with the three lower bytes zero (v =
; 2^29 exactly). A signed compare of two values in range goes from the
; top byte down and stops at the first difference: the top bytes, as
; signed values within 0x20 of zero, subtract without overflow, so the
; sign flag orders them; a lower byte's borrow orders it.

        .module box
        .globl  _fc_box_box
        .globl  _fc_point_in_box
        .area   _CODE

; Jump to bad unless the 32-bit value at off (r) is in range.
.macro  inrange r, off, bad, ?ok
        ld      a, off+3 (r)
        add     a, #0x20
        cp      #0x40
        jr      c, ok
        jp      nz, bad
        ld      a, off+2 (r)        ; top byte 0x20: the value must be 2^29
        or      off+1 (r)
        or      off (r)
        jp      nz, bad
ok:
.endm

; Jump to bad unless lo (at lo_off (lr)) <= hi (at hi_off (hr)), signed,
; both in range.
.macro  le      lr, lo_off, hr, hi_off, bad, ?top, ?low, ?done
        ld      a, hi_off+3 (hr)
        sub     lo_off+3 (lr)
        jr      nz, top
        ld      a, hi_off+2 (hr)
        sub     lo_off+2 (lr)
        jr      nz, low
        ld      a, hi_off+1 (hr)
        sub     lo_off+1 (lr)
        jr      nz, low
        ld      a, hi_off (hr)
        sub     lo_off (lr)
        jr      nc, done
        jp      bad
top:
        jp      m, bad
        jr      done
low:
        jp      c, bad
done:
.endm

; The box at IY: Z set and A = 0 when it is valid, else DE = the error
; code and Z clear.
checkbox:
        ld      a, 3 (iy)           ; the four top bytes plus 0x20, OR-ed:
        add     a, #0x20            ; below 0x40 when every one is (the
        ld      b, a                ; common case), else the exact tests
        ld      a, 7 (iy)
        add     a, #0x20
        or      b
        ld      b, a
        ld      a, 11 (iy)
        add     a, #0x20
        or      b
        ld      b, a
        ld      a, 15 (iy)
        add     a, #0x20
        or      b
        cp      #0x40
        jr      c, cranged
        inrange iy, 0, crange
        inrange iy, 4, crange
        inrange iy, 8, crange
        inrange iy, 12, crange
cranged:
        le      iy, 0, iy, 8, cinvalid
        le      iy, 4, iy, 12, cinvalid
        xor     a
        ret
crange:
        ld      de, #-3             ; FC_ERR_RANGE
        or      #1                  ; Z clear
        ret
cinvalid:
        ld      de, #-4             ; FC_ERR_INVALID
        or      #1
        ret

_fc_box_box:
        ld      a, h
        or      l
        jp      z, null
        ld      a, d
        or      e
        jp      z, null
        push    ix
        push    de
        pop     ix                  ; b
        push    hl
        pop     iy                  ; a, checked first
        call    checkbox
        jp      nz, error
        push    ix
        pop     iy                  ; then b
        call    checkbox
        jp      nz, error
        push    hl
        pop     iy                  ; a again
        le      iy, 0, ix, 8, apart     ; a.min.x <= b.max.x
        le      iy, 4, ix, 12, apart    ; a.min.y <= b.max.y
        le      ix, 0, iy, 8, apart     ; b.min.x <= a.max.x
        le      ix, 4, iy, 12, apart    ; b.min.y <= a.max.y
touch:
        ld      de, #1
        pop     ix
        ret
apart:
        ld      de, #0
error:
        pop     ix
        ret
range:
        ld      de, #-3             ; FC_ERR_RANGE
        pop     ix
        ret
null:
        ld      de, #-1             ; FC_ERR_NULL
        ret

_fc_point_in_box:
        ld      a, h
        or      l
        jp      z, null
        push    ix
        push    de
        pop     ix                  ; p
        push    hl
        pop     iy                  ; b
        push    de
        call    checkbox
        pop     hl                  ; p (checkbox sets DE on an error)
        jp      nz, error
        ld      a, h
        or      l
        jp      z, pnull
        inrange ix, 0, range
        inrange ix, 4, range
        le      iy, 0, ix, 0, apart     ; b.min.x <= p.x
        le      iy, 4, ix, 4, apart     ; b.min.y <= p.y
        le      ix, 0, iy, 8, apart     ; p.x <= b.max.x
        le      ix, 4, iy, 12, apart    ; p.y <= b.max.y
        jp      touch
pnull:
        pop     ix
        jp      null
