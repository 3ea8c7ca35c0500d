// The demo's SVG writer: an animated SVG of a recorded run (SMIL:
// discrete translate and fill animations per body, one timed group per
// contact arrow), or a still of one frame. Host-side only; Q16.16 values
// are printed as decimals with integer arithmetic.
#include <stdio.h>
#include "record.h"

#define SCALE 5                                  // pixels per unit
#define SVG_W ((WORLD_W + 2 * WORLD_WALL) * SCALE)
#define SVG_H ((WORLD_H + 2 * WORLD_WALL) * SCALE)
#define ARROW_LEN FC_FIX(4)                      // contact arrows, units

#define FILL_FREE   "#c9d1d8"
#define FILL_HOT    "#ff9800"
#define STROKE_BODY "#37474f"
#define FILL_STATIC "#607d8b"
#define FILL_WALL   "#37474f"
#define COLOR_ARROW "#d50000"

int rec_contact_frames(const demo_rec *rec, int k, int *first, int *last)
{
    // Frame f shows the world after f * FRAME_EVERY steps; the contact
    // shows while 0 <= f * FRAME_EVERY - step < ARROW_STEPS.
    long t = (long)rec->log[k].step;
    long f0 = (t + DEMO_FRAME_EVERY - 1) / DEMO_FRAME_EVERY;
    long f1 = (t + DEMO_ARROW_STEPS - 1) / DEMO_FRAME_EVERY;
    if (f1 > DEMO_FRAMES - 1) {
        f1 = DEMO_FRAMES - 1;
    }
    if (f0 > f1) {
        return 0;
    }
    *first = (int)f0;
    *last = (int)f1;
    return 1;
}

// A Q16.16 value already multiplied by SCALE, as pixels with one decimal.
static void put_px(FILE *f, long long v)
{
    long long a = v < 0 ? -v : v;
    long long tenths = (a * 10 + 32768) >> 16;
    if (v < 0 && tenths != 0) {
        fputc('-', f);
    }
    fprintf(f, "%lld", tenths / 10);
    if (tenths % 10 != 0) {
        fprintf(f, ".%d", (int)(tenths % 10));
    }
}

// World coordinates to pixels (y down).
static void put_x(FILE *f, fc_fixed x)
{
    put_px(f, ((long long)x + FC_FIX(WORLD_WALL)) * SCALE);
}

static void put_y(FILE *f, fc_fixed y)
{
    put_px(f, ((long long)FC_FIX(WORLD_H + WORLD_WALL) - y) * SCALE);
}

static void put_xy(FILE *f, const fc_vec *p, char sep)
{
    put_x(f, p->x);
    fputc(sep, f);
    put_y(f, p->y);
}

// A time in the animation, frame / FRAMES of it, with five decimals.
static void put_key(FILE *f, int frame)
{
    long v = (long)frame * 100000L / DEMO_FRAMES;
    if (frame == 0) {
        fputs("0", f);
    } else {
        fprintf(f, "0.%05ld", v);
    }
}

#define ANIM_ATTRS "calcMode=\"discrete\" dur=\"%ds\" repeatCount=\"indefinite\""

// The body's shape about its own position (local pixels, y down), with
// the given fill. Returns the element name, left open for children.
static const char *put_shape(FILE *f, const body *b, const char *fill, const char *stroke)
{
    const char *tag;
    int i;
    if (b->kind == BODY_POLY) {
        tag = "polygon";
        fputs("<polygon points=\"", f);
        for (i = 0; i < b->local.n; i++) {
            if (i > 0) {
                fputc(' ', f);
            }
            put_px(f, (long long)b->local.v[i].x * SCALE);
            fputc(',', f);
            put_px(f, -(long long)b->local.v[i].y * SCALE);
        }
        fputc('"', f);
    } else if (b->kind == BODY_BOX) {
        tag = "rect";
        fputs("<rect x=\"", f);
        put_px(f, -(long long)b->half.x * SCALE);
        fputs("\" y=\"", f);
        put_px(f, -(long long)b->half.y * SCALE);
        fputs("\" width=\"", f);
        put_px(f, 2LL * b->half.x * SCALE);
        fputs("\" height=\"", f);
        put_px(f, 2LL * b->half.y * SCALE);
        fputc('"', f);
    } else {
        tag = "circle";
        fputs("<circle r=\"", f);
        put_px(f, (long long)b->r * SCALE);
        fputc('"', f);
    }
    fprintf(f, " fill=\"%s\"", fill);
    if (stroke != 0) {
        fprintf(f, " stroke=\"%s\" stroke-width=\"1.2\" stroke-linejoin=\"round\"", stroke);
    }
    return tag;
}

static void put_static(FILE *f, const body *b)
{
    fputs("<g transform=\"translate(", f);
    put_xy(f, &b->pos, ' ');
    fputs(")\">", f);
    (void)put_shape(f, b, b->kind == BODY_BOX ? FILL_WALL : FILL_STATIC, 0);
    fputs("/></g>\n", f);
}

// A moving body through every frame: discrete translations, and the fill
// switching between free and hot where the contact state changes.
static void put_animated(FILE *f, const body *b, int id, const demo_rec *rec)
{
    const char *tag;
    int k;
    fputs("<g transform=\"translate(", f);
    put_xy(f, &rec->pos[0][id], ' ');
    fputs(")\">\n<animateTransform attributeName=\"transform\" type=\"translate\" ", f);
    fprintf(f, ANIM_ATTRS " values=\"", DEMO_SECONDS);
    for (k = 0; k < DEMO_FRAMES; k++) {
        if (k > 0) {
            fputc(';', f);
        }
        put_xy(f, &rec->pos[k][id], ' ');
    }
    fputs("\"/>\n", f);
    tag = put_shape(f, b, rec->hot[0][id] ? FILL_HOT : FILL_FREE, STROKE_BODY);
    fprintf(f, ">\n<animate attributeName=\"fill\" " ANIM_ATTRS " keyTimes=\"", DEMO_SECONDS);
    for (k = 0; k < DEMO_FRAMES; k++) {
        if (k == 0 || rec->hot[k][id] != rec->hot[k - 1][id]) {
            if (k > 0) {
                fputc(';', f);
            }
            put_key(f, k);
        }
    }
    fputs("\" values=\"", f);
    for (k = 0; k < DEMO_FRAMES; k++) {
        if (k == 0 || rec->hot[k][id] != rec->hot[k - 1][id]) {
            fprintf(f, "%s%s", k > 0 ? ";" : "", rec->hot[k][id] ? FILL_HOT : FILL_FREE);
        }
    }
    fprintf(f, "\"/>\n</%s></g>\n", tag);
}

static void put_still(FILE *f, const body *b, int id, const demo_rec *rec, int frame)
{
    fputs("<g transform=\"translate(", f);
    put_xy(f, &rec->pos[frame][id], ' ');
    fputs(")\">", f);
    (void)put_shape(f, b, rec->hot[frame][id] ? FILL_HOT : FILL_FREE, STROKE_BODY);
    fputs("/></g>\n", f);
}

// A dot at the contact point and an arrow along the contact normal: the
// direction in which the MTV pushes body a out of body b.
static void put_arrow(FILE *f, const contact *c)
{
    fc_vec tip;
    tip.x = c->point.x + (fc_fixed)((long long)c->normal.x * ARROW_LEN / 65536);
    tip.y = c->point.y + (fc_fixed)((long long)c->normal.y * ARROW_LEN / 65536);
    fputs("<circle cx=\"", f);
    put_x(f, c->point.x);
    fputs("\" cy=\"", f);
    put_y(f, c->point.y);
    fputs("\" r=\"3\"/><line x1=\"", f);
    put_x(f, c->point.x);
    fputs("\" y1=\"", f);
    put_y(f, c->point.y);
    fputs("\" x2=\"", f);
    put_x(f, tip.x);
    fputs("\" y2=\"", f);
    put_y(f, tip.y);
    fputs("\"/>", f);
}

int svg_write(const char *path, const world *w, const demo_rec *rec, int still)
{
    FILE *f = fopen(path, "w");
    int i, k, f0, f1, y, ok;
    long centi;
    if (f == 0) {
        return -1;
    }
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\">\n", SVG_W, SVG_H, SVG_W, SVG_H);
    fputs("<title>fixcol demo: exact times of impact and MTVs in Q16.16</title>\n", f);
    fputs("<defs><marker id=\"head\" viewBox=\"0 0 6 6\" refX=\"4\" refY=\"3\" "
          "markerWidth=\"3\" markerHeight=\"3\" orient=\"auto\">"
          "<path d=\"M0,0L6,3L0,6z\" fill=\"" COLOR_ARROW "\"/></marker></defs>\n", f);
    fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"#f5f7f8\"/>\n", SVG_W, SVG_H);

    for (i = 0; i < w->n; i++) {
        if (w->bodies[i].fixed) {
            put_static(f, &w->bodies[i]);
        }
    }
    for (i = 0; i < w->n; i++) {
        if (!w->bodies[i].fixed) {
            if (still < 0) {
                put_animated(f, &w->bodies[i], i, rec);
            } else {
                put_still(f, &w->bodies[i], i, rec, still);
            }
        }
    }

    // Contact arrows, each shown for DEMO_ARROW_STEPS after its collision.
    fputs("<g fill=\"" COLOR_ARROW "\" stroke=\"" COLOR_ARROW "\" stroke-width=\"2.5\" "
          "stroke-linecap=\"round\" marker-end=\"url(#head)\">\n", f);
    for (k = 0; k < rec->nlog; k++) {
        if (!rec_contact_frames(rec, k, &f0, &f1)) {
            continue;
        }
        if (still >= 0) {
            if (still >= f0 && still <= f1) {
                put_arrow(f, &rec->log[k].c);
                fputc('\n', f);
            }
            continue;
        }
        fputs("<g visibility=\"hidden\"><animate attributeName=\"visibility\" ", f);
        fprintf(f, ANIM_ATTRS " keyTimes=\"", DEMO_SECONDS);
        if (f0 > 0) {
            fputs("0;", f);
        }
        put_key(f, f0);
        if (f1 + 1 < DEMO_FRAMES) {
            fputc(';', f);
            put_key(f, f1 + 1);
        }
        fprintf(f, "\" values=\"%svisible%s\"/>", f0 > 0 ? "hidden;" : "",
                f1 + 1 < DEMO_FRAMES ? ";hidden" : "");
        put_arrow(f, &rec->log[k].c);
        fputs("</g>\n", f);
    }
    fputs("</g>\n", f);

    // Captions on the top and bottom walls.
    fprintf(f, "<g fill=\"#eceff1\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" "
               "font-size=\"%d\">\n", 3 * SCALE - 1);
    fprintf(f, "<text x=\"%d\" y=\"%d\">fixcol: %d convex polygons, boxes and circles in "
               "Q16.16 integers; exact times of impact, MTV push-out",
            2 * SCALE, 3 * SCALE, WORLD_DYNAMIC);
    if (still >= 0) {
        centi = ((long)still * DEMO_FRAME_EVERY * 100 + WORLD_STEPS_PER_SECOND / 2)
                / WORLD_STEPS_PER_SECOND;
        fprintf(f, " (t = %ld.%02ld s)", centi / 100, centi % 100);
    }
    fputs("</text>\n", f);
    // The legend: a swatch before each entry.
    y = SVG_H - SCALE;
    fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"11\" height=\"11\" fill=\"" FILL_FREE "\"/>"
               "<text x=\"%d\" y=\"%d\">free</text>\n", 2 * SCALE, y - 10, 2 * SCALE + 16, y);
    fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"11\" height=\"11\" fill=\"" FILL_HOT "\"/>"
               "<text x=\"%d\" y=\"%d\">collided in the last 0.15 s</text>\n",
            2 * SCALE + 70, y - 10, 2 * SCALE + 86, y);
    fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"3\" fill=\"#ff5252\"/>"
               "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ff5252\" "
               "stroke-width=\"2.5\" marker-end=\"url(#head)\"/>"
               "<text x=\"%d\" y=\"%d\">contact point and MTV direction</text>\n",
            2 * SCALE + 300, y - 5, 2 * SCALE + 300, y - 5, 2 * SCALE + 318, y - 5,
            2 * SCALE + 330, y);
    fputs("</g>\n", f);
    fputs("</svg>\n", f);
    ok = !ferror(f);
    if (fclose(f) != 0) {
        ok = 0;
    }
    return ok ? 0 : -1;
}
