; fixcol Z80 port: the closed boxes' overlap test the polygon queries ask
; first, in assembly (FC_PORT_BOXES_OVERLAP=1, see include/fixcol/config.h;
; src/boxes_overlap.c then leaves its C out):
;
;   int fci_boxes_overlap(const fc_box *a, const fc_box *b);
;
; 1 when a.min.x <= b.max.x, b.min.x <= a.max.x, a.min.y <= b.max.y and
; b.min.y <= a.max.y, each a signed 32-bit comparison, else 0: the C's
; FCI_BOXES_TOUCH for every input (the library's callers pass boxes they
; checked or built; no pointer is NULL). In C, SDCC compares each pair of
; words through its frame (about 1,700 T-states for boxes that overlap);
; here each comparison reads the two words from the top byte down, the
; top bytes with their sign bits flipped (a signed order), and usually
; ends at the first or second byte. A module of its own: the polygon
; queries, the broad phase and the concave and swept shapes link it, the
; box queries (box.s) do not.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default): a
; in HL, b in DE, the int result in DE. IX (the frame pointer) is kept;
; AF, BC, DE, HL and IY are scratch. An fc_box is { min.x, min.y, max.x,
; max.y }, 32-bit little-endian values at offsets 0, 4, 8 and 12.
        .module boxov
        .globl  _fci_boxes_overlap
        .area   _CODE

; To no unless the word at lo (lr) is at most the word at hi (hr), signed.
.macro  le      lr, lo, hr, hi, ?ok
        ld      a, lo+3 (lr)
        xor     #0x80
        ld      c, a
        ld      a, hi+3 (hr)
        xor     #0x80
        cp      c
        jp      c, no
        jr      nz, ok
        ld      a, hi+2 (hr)
        cp      lo+2 (lr)
        jp      c, no
        jr      nz, ok
        ld      a, hi+1 (hr)
        cp      lo+1 (lr)
        jp      c, no
        jr      nz, ok
        ld      a, hi (hr)
        cp      lo (lr)
        jp      c, no
ok:
.endm

_fci_boxes_overlap::
        push    ix
        push    hl
        pop     ix                  ; IX = a
        push    de
        pop     iy                  ; IY = b
        le      ix, 0, iy, 8        ; a.min.x <= b.max.x
        le      iy, 0, ix, 8        ; b.min.x <= a.max.x
        le      ix, 4, iy, 12       ; a.min.y <= b.max.y
        le      iy, 4, ix, 12       ; b.min.y <= a.max.y
        pop     ix
        ld      de, #1
        ret
no:     pop     ix
        ld      de, #0
        ret
