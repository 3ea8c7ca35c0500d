; fixcol Game Boy port: the closed boxes' overlap test the polygon queries
; ask first, in SM83 assembly (sdasgb), with FC_PORT_BOXES_OVERLAP=1
; (include/fixcol/config.h; src/boxes_overlap.c then leaves its C out):
;
;   int fci_boxes_overlap(const fc_box *a, const fc_box *b);
;
; 1 when a.min.x <= b.max.x, b.min.x <= a.max.x, a.min.y <= b.max.y and
; b.min.y <= a.max.y, each a signed 32-bit comparison, else 0: the C's
; FCI_BOXES_TOUCH for every input (the library's callers pass boxes they
; checked or built; no pointer is NULL). In C, SDCC compares each pair of
; words through its frame (about 2,300 clocks for boxes that overlap);
; here each comparison reads the two words from the top byte down, the
; top bytes with their sign bits flipped (a signed order), and usually
; ends at the first or second byte. A module of its own: the polygon
; queries, the broad phase and the concave and swept shapes link it, the
; box queries (box.s) do not.
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default),
; as SDCC emits it for this prototype: a in DE, b in BC, the int result
; in BC. A, BC, DE and HL are scratch. An fc_box is { min.x, min.y,
; max.x, max.y }, 32-bit little-endian values at offsets 0, 4, 8 and 12.
        .module boxov
        .globl  _fci_boxes_overlap
        .area   _CODE

; The carry set when the word whose top byte is at DE is greater than the
; one whose top byte is at HL, signed (else clear). Keeps BC.
gt32:
        push    bc
        ld      a, (hl)
        xor     a, #0x80
        ld      c, a
        ld      a, (de)
        xor     a, #0x80
        cp      a, c                ; the top bytes, sign bits flipped
        jr      nz, 2$
        .rept   3                   ; then the others, unsigned
        dec     hl
        dec     de
        ld      a, (de)
        cp      a, (hl)
        jr      nz, 2$
        .endm
        pop     bc                  ; equal (the carry clear)
        ret
2$:     ccf                         ; differing: greater when not below
        pop     bc
        ret

_fci_boxes_overlap::
        push    de                  ; a
        ld      hl, #3
        add     hl, de
        ld      d, h
        ld      e, l                ; DE = &a.min.x's top byte
        ld      hl, #11
        add     hl, bc              ; HL = &b.max.x's
        call    gt32
        jr      c, no
        pop     de
        push    de
        ld      hl, #7
        add     hl, de
        ld      d, h
        ld      e, l                ; a.min.y
        ld      hl, #15
        add     hl, bc              ; b.max.y
        call    gt32
        jr      c, no
        pop     hl
        push    hl
        ld      de, #11
        add     hl, de              ; a.max.x
        ld      d, b
        ld      e, c
        inc     de
        inc     de
        inc     de                  ; b.min.x
        call    gt32
        jr      c, no
        pop     hl
        ld      de, #15
        add     hl, de              ; a.max.y
        ld      a, c
        add     a, #7
        ld      e, a
        ld      a, b
        adc     a, #0
        ld      d, a                ; b.min.y
        call    gt32
        ld      bc, #0
        ret     c
        inc     c
        ret
no:     pop     de
        ld      bc, #0
        ret
