; fixcol Game Boy (SM83) port: the two box queries every game calls
; most, in assembly (FC_PORT_BOX=1, see include/fixcol/config.h;
; src/box_box.c and src/point.c then leave their C versions out).
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
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default):
; the first pointer arrives in DE, the second in BC, nothing on the
; stack; the int result goes back in BC. A, HL and the flags are free.
; The routines keep no static data: they are reentrant.
;
; An fc_box is { min.x, min.y, max.x, max.y }, 32-bit little-endian
; values at offsets 0, 4, 8 and 12; an fc_vec { x, y } at 0 and 4. A value
; v is in range when v + 2^29 lies in [0, 2^30]: when its top byte plus
; 0x20 is below 0x40, or equal to 0x40 with the three lower bytes zero
; (v = 2^29 exactly). A box's four top bytes are tested together first
; (plus 0x20 each, OR-ed: below 0x40 exactly when each is), one by one
; only when that fails. Two values in range compare from the top byte
; down (le32).
        .module box
        .globl  _fc_box_box
        .globl  _fc_point_in_box
        .area   _CODE

FC_ERR_NULL    = -1
FC_ERR_RANGE   = -3
FC_ERR_INVALID = -4

; Is the value whose top byte DE points at at most the one whose top byte
; HL points at (signed, both in range)? Returns C or Z set when it is,
; both clear when it is greater. Uses A; moves DE and HL down.
le32:
        ld      a, (de)
        sub     a, (hl)             ; the top bytes lie within 0x20 of zero:
        jr      Z, 1$               ; their difference cannot overflow, and
        rla                         ; its bit 7 is its sign (C: lo < hi;
        ret                         ; rla clears Z)
1$:     dec     de                  ; the lower bytes, unsigned
        dec     hl
        ld      a, (de)
        cp      a, (hl)
        ret     NZ
        dec     de
        dec     hl
        ld      a, (de)
        cp      a, (hl)
        ret     NZ
        dec     de
        dec     hl
        ld      a, (de)
        cp      a, (hl)
        ret

; lo at lo_off of the shape at DE, hi at hi_off of the shape at BC; DE and
; BC kept.
.macro  le_db   lo_off, hi_off, bad, ?ok
        push    de
        ld      hl, #lo_off+3
        add     hl, de
        ld      d, h
        ld      e, l
        ld      hl, #hi_off+3
        add     hl, bc
        call    le32
        pop     de
        jr      C, ok
        jp      NZ, bad
ok:
.endm

; lo at lo_off of the shape at BC, hi at hi_off of the shape at DE; DE and
; BC kept.
.macro  le_bd   lo_off, hi_off, bad, ?ok
        push    de
        ld      hl, #hi_off+3
        add     hl, de
        push    hl
        ld      hl, #lo_off+3
        add     hl, bc
        ld      d, h
        ld      e, l
        pop     hl
        call    le32
        pop     de
        jr      C, ok
        jp      NZ, bad
ok:
.endm

; Adds 0x20 to the byte at HL and ORs it into B; HL moves on by 4.
.macro  top4
        ld      a, (hl+)
        add     a, #0x20
        or      a, b
        ld      b, a
        inc     hl
        inc     hl
        inc     hl
.endm

; The box at DE: Z set when it is valid, else Z clear and A = the error
; code's low byte. DE and BC are kept.
checkbox:
        push    bc
        ld      hl, #3
        add     hl, de              ; min.x's top byte
        ld      b, #0
        top4
        top4
        top4
        top4
        ld      a, b
        cp      a, #0x40
        jr      NC, exact           ; a value near or past the range's ends
ranged: push    de                  ; min.x <= max.x
        ld      hl, #11
        add     hl, de
        inc     de
        inc     de
        inc     de
        call    le32
        pop     de
        jr      C, 1$
        jr      NZ, invalid
1$:     push    de                  ; min.y <= max.y
        ld      hl, #15
        add     hl, de
        ld      a, #7
        add     a, e
        ld      e, a
        jr      NC, 2$
        inc     d
2$:     call    le32
        pop     de
        jr      C, 3$
        jr      NZ, invalid
3$:     pop     bc
        xor     a, a                ; Z
        ret
invalid:
        pop     bc
        ld      a, #<FC_ERR_INVALID
        or      a, a                ; NZ
        ret
exact:  ld      h, d                ; each of the four values, exactly
        ld      l, e
        ld      c, #4
4$:     call    inrange
        jr      NZ, 5$
        dec     c
        jr      NZ, 4$
        jr      ranged
5$:     pop     bc
        ld      a, #<FC_ERR_RANGE
        or      a, a
        ret

; Is the value at HL in range? Z set when it is. HL moves on by 4; uses
; A and B.
inrange:
        ld      a, (hl+)            ; the three lower bytes, OR-ed
        ld      b, a
        ld      a, (hl+)
        or      a, b
        ld      b, a
        ld      a, (hl+)
        or      a, b
        ld      b, a
        ld      a, (hl+)            ; the top byte
        add     a, #0x20
        cp      a, #0x40
        jr      C, 1$               ; within +-2^29 but for its top end
        ret     NZ                  ; beyond
        ld      a, b                ; top byte 0x20: 2^29 exactly, or beyond
        or      a, a
        ret
1$:     xor     a, a
        ret

_fc_box_box:                        ; DE = a, BC = b
        ld      a, d
        or      a, e
        jr      Z, null
        ld      a, b
        or      a, c
        jr      Z, null
        call    checkbox            ; a
        jr      NZ, error
        push    de
        ld      d, b
        ld      e, c
        call    checkbox            ; b
        pop     de
        jr      NZ, error
        le_db   0, 8, apart         ; a.min.x <= b.max.x
        le_db   4, 12, apart        ; a.min.y <= b.max.y
        le_bd   0, 8, apart         ; b.min.x <= a.max.x
        le_bd   4, 12, apart        ; b.min.y <= a.max.y
touch:  ld      bc, #1
        ret
apart:  ld      bc, #0
        ret
error:  ld      c, a                ; A: the error code's low byte
        ld      b, #0xFF
        ret
null:   ld      bc, #FC_ERR_NULL
        ret

_fc_point_in_box:                   ; DE = b (the box), BC = p
        ld      a, d
        or      a, e
        jr      Z, null
        call    checkbox
        jr      NZ, error
        ld      a, b
        or      a, c
        jr      Z, null
        push    bc
        ld      h, b
        ld      l, c
        call    inrange             ; p.x
        jr      NZ, 1$
        call    inrange             ; p.y
1$:     pop     bc
        jr      NZ, prange
        le_db   0, 0, apart         ; b.min.x <= p.x
        le_db   4, 4, apart         ; b.min.y <= p.y
        le_bd   0, 8, apart         ; p.x <= b.max.x
        le_bd   4, 12, apart        ; p.y <= b.max.y
        jp      touch
prange: ld      bc, #FC_ERR_RANGE
        ret
