// The fixcol field on the desktop: steps the scene of field.c, prints a
// summary per simulated second and the final state hash, and draws the
// last step as an SVG.
//
//   fixcol-field [bodies [out.svg]]    one run, ten simulated seconds
//   fixcol-field --sizes               the GBA's runs (ports/gba/field_main.c):
//                                      the state hash after FIELD_RUN_STEPS
//                                      steps for each of FIELD_RUN_SIZES
//
// The exit status is 0 when no body left the arena, 1 otherwise (or when
// a step fails or the file cannot be written).
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "field.h"
#include "runs.h"

static field f;          // several hundred KB: static, not on the stack

// A raw Q16.16 value as a decimal with two places, integer arithmetic only.
static void put_units(FILE *o, fc_fixed v)
{
    long c = ((long)v * 100 + (v < 0 ? -32768L : 32768L)) / 65536L;
    if (c < 0) {
        fputc('-', o);
        c = -c;
    }
    fprintf(o, "%ld.%02ld", c / 100, c % 100);
}

// SVG x and y of a world point: y up becomes y down, walls included.
static void put_xy(FILE *o, const fc_vec *p)
{
    fc_vec q;
    q.x = p->x + FC_FIX(FIELD_WALL);
    q.y = FC_FIX(FIELD_H + FIELD_WALL) - p->y;
    put_units(o, q.x);
    fputc(',', o);
    put_units(o, q.y);
}

static int write_svg(const char *path)
{
    FILE *o = fopen(path, "w");
    int i, k;
    if (o == 0) {
        return 1;
    }
    fprintf(o, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%d\" "
            "height=\"%d\">\n", FIELD_W + 2 * FIELD_WALL, FIELD_H + 2 * FIELD_WALL,
            2 * (FIELD_W + 2 * FIELD_WALL), 2 * (FIELD_H + 2 * FIELD_WALL));
    fprintf(o, "<rect width=\"100%%\" height=\"100%%\" fill=\"#f5f7f8\"/>\n");
    fprintf(o, "<g stroke=\"#37474f\" stroke-width=\"0.4\" stroke-linejoin=\"round\">\n");
    for (i = 0; i < f.n; i++) {
        const field_body *b = &f.bodies[i];
        const char *fill = b->fixed ? "#607d8b"
                           : (b->hit_step != 0u && f.step - b->hit_step < 12u ? "#ff9800"
                                                                           : "#c9d1d8");
        if (b->kind == FIELD_POLY) {
            const fc_poly *p = b->shape_in_place.u.poly;
            fprintf(o, "<polygon fill=\"%s\" points=\"", fill);
            for (k = 0; k < p->n; k++) {
                if (k > 0) {
                    fputc(' ', o);
                }
                put_xy(o, &p->v[k]);
            }
            fprintf(o, "\"/>\n");
        } else if (b->kind == FIELD_BOX) {
            const fc_box *x = &b->shape_in_place.u.box;
            fc_vec tl;
            tl.x = x->min.x;
            tl.y = x->max.y;
            fprintf(o, "<rect fill=\"%s\" x=\"", b->fixed ? "#37474f" : fill);
            put_units(o, tl.x + FC_FIX(FIELD_WALL));
            fprintf(o, "\" y=\"");
            put_units(o, FC_FIX(FIELD_H + FIELD_WALL) - tl.y);
            fprintf(o, "\" width=\"");
            put_units(o, x->max.x - x->min.x);
            fprintf(o, "\" height=\"");
            put_units(o, x->max.y - x->min.y);
            fprintf(o, "\"/>\n");
        } else {
            const fc_circle *c = &b->shape_in_place.u.circle;
            fprintf(o, "<circle fill=\"%s\" cx=\"", fill);
            put_units(o, c->c.x + FC_FIX(FIELD_WALL));
            fprintf(o, "\" cy=\"");
            put_units(o, FC_FIX(FIELD_H + FIELD_WALL) - c->c.y);
            fprintf(o, "\" r=\"");
            put_units(o, c->r);
            fprintf(o, "\"/>\n");
        }
    }
    fprintf(o, "</g>\n<g stroke=\"#d50000\" stroke-width=\"0.8\" stroke-linecap=\"round\">\n");
    for (k = 0; k < FIELD_BULLETS; k++) {
        const field_bullet *u = &f.bullets[k];
        fc_vec tail;
        if (!u->live) {
            continue;
        }
        tail.x = u->pos.x - u->vel.x / 2;
        tail.y = u->pos.y - u->vel.y / 2;
        fprintf(o, "<path d=\"M");
        put_xy(o, &tail);
        fprintf(o, " L");
        put_xy(o, &u->pos);
        fprintf(o, "\"/>\n");
    }
    fprintf(o, "</g>\n</svg>\n");
    return fclose(o) != 0;
}

static int fail(const char *what, int rc)
{
    fprintf(stderr, "fixcol-field: %s: %s\n", what, fc_error_name(rc));
    return 1;
}

// The GBA's runs: the same lines it prints but for the cycle counts.
static int sizes(void)
{
    static const int n[] = { FIELD_RUN_SIZES };
    unsigned i;
    int s, rc, outside;
    for (i = 0; i < sizeof n / sizeof n[0]; i++) {
        rc = field_init(&f, FIELD_RUN_SEED, n[i]);
        if (rc < 0) {
            return fail("field_init", rc);
        }
        outside = 0;
        for (s = 0; s < FIELD_RUN_STEPS; s++) {
            rc = field_step(&f);
            if (rc < 0) {
                return fail("field_step", rc);
            }
            outside += field_count_outside(&f);
        }
        printf("field %3d moving bodies, %d steps: hash 0x%08lx, outside %d\n", f.ndynamic,
               FIELD_RUN_STEPS, (unsigned long)field_hash(&f), outside);
        if (outside != 0) {
            return 1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *svg = "build/field.svg";
    uint32_t pairs = 0, contacts = 0, shots = 0, hits = 0, shorts = 0;
    fc_fixed deepest = 0;
    int n = 300, s, rc, outside = 0;

    if (argc > 1 && strcmp(argv[1], "--sizes") == 0) {
        return sizes();
    }
    if (argc > 1) {
        n = atoi(argv[1]);
    }
    if (argc > 2) {
        svg = argv[2];
    }
    rc = field_init(&f, FIELD_RUN_SEED, n);
    if (rc < 0) {
        return fail("field_init", rc);
    }
    printf("fixcol field: %d moving bodies (spinning polygons, boxes, circles), %d static, "
           "bullets, %d steps per second\n", f.ndynamic, f.n - f.ndynamic, FIELD_STEPS_PER_SECOND);
    printf("  time  pairs  contacts  shots  bullet hits  deepest push (units)\n");
    for (s = 1; s <= 10 * FIELD_STEPS_PER_SECOND; s++) {
        rc = field_step(&f);
        if (rc < 0) {
            return fail("field_step", rc);
        }
        outside += field_count_outside(&f);
        if (s % FIELD_STEPS_PER_SECOND == 0) {
            printf("  %3ds  %5lu  %8lu  %5lu  %11lu  ", s / FIELD_STEPS_PER_SECOND,
                   (unsigned long)f.stats.pairs, (unsigned long)f.stats.contacts,
                   (unsigned long)f.stats.shots, (unsigned long)f.stats.bullet_hits);
            put_units(stdout, f.stats.max_depth);
            printf("\n");
            pairs += f.stats.pairs;
            contacts += f.stats.contacts;
            shots += f.stats.shots;
            hits += f.stats.bullet_hits;
            shorts += f.stats.short_buffer;
            if (f.stats.max_depth > deepest) {
                deepest = f.stats.max_depth;
            }
            memset(&f.stats, 0, sizeof f.stats);
        }
    }
    printf("10 s: %lu pairs, %lu contacts pushed apart (deepest ", (unsigned long)pairs,
           (unsigned long)contacts);
    put_units(stdout, deepest);
    printf(" units), %lu shots, %lu hits, %lu steps with a short pair buffer\n",
           (unsigned long)shots, (unsigned long)hits, (unsigned long)shorts);
    printf("bodies outside the arena: %d (over all steps)\n", outside);
    printf("state hash after %d steps: 0x%08lx\n", 10 * FIELD_STEPS_PER_SECOND,
           (unsigned long)field_hash(&f));
    if (write_svg(svg) != 0) {
        fprintf(stderr, "fixcol-field: cannot write %s\n", svg);
        return 1;
    }
    printf("wrote %s\n", svg);
    return outside == 0 ? 0 : 1;
}
