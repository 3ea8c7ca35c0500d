// Ear-clipping triangulation and convex decomposition of simple polygons.
#include <string.h>
#include "internal.h"

#define TRI_MAX (3 * (FC_MAX_VERTS - 2))

// q lies in the closed triangle (a, b, c) of orientation s.
static int in_closed_triangle(const fc_vec *a, const fc_vec *b, const fc_vec *c,
                              const fc_vec *q, int s)
{
    return fci_orient(a, b, q) * s >= 0 && fci_orient(b, c, q) * s >= 0
        && fci_orient(c, a, q) * s >= 0;
}

// The remaining vertices form a cycle in original index order: next[i]
// and prev[i] link them, head is the lowest remaining index. 1 when b is
// an ear: b, between a and c, turns strictly with the polygon's winding
// s, and its closed triangle (a, b, c) holds no other remaining vertex. A
// vertex on the diagonal a-c blocks the ear, so no triangle is flat and no
// diagonal runs along the boundary.
static int is_ear(const fc_vec *pts, const uint8_t *prev, const uint8_t *next,
                  int head, int m, int s, int b)
{
    int j, q = head, a = prev[b], c = next[b];
    if (fci_orient(&pts[a], &pts[b], &pts[c]) != s) {
        return 0;
    }
    for (j = 0; j < m; j++) {
        if (q != a && q != b && q != c
            && in_closed_triangle(&pts[a], &pts[b], &pts[c], &pts[q], s)) {
            return 0;
        }
        q = next[q];
    }
    return 1;
}

// The first ear from head on. The remaining vertices always form a simple
// polygon (the input is simple, and cutting off an ear whose closed
// triangle holds no other vertex keeps it so), and a simple polygon of
// m >= 4 vertices has an ear (Meisters' two ears theorem; such an ear's
// diagonal lies inside the polygon, so no other vertex is in its closed
// triangle). So when none of the first m - 1 candidates is an ear, the
// last one is, and it is taken without the test.
static int find_ear(const fc_vec *pts, const uint8_t *prev, const uint8_t *next,
                    int head, int m, int s)
{
    int k, b = head;
    for (k = 1; k < m && !is_ear(pts, prev, next, head, m, s, b); k++) {
        b = next[b];
    }
    return b;
}

// Ear clipping, O(n^3) for n <= FC_MAX_VERTS, of a simple polygon
// (check_simple):
//   remaining = all vertices
//   while more than 3 remain: emit the first ear (a, b, c), remove b
//   emit the last three
// Writes 3 * (n - 2) indices; returns n - 2.
static int clip_ears(const fc_vec *pts, int n, int s, uint8_t *tri)
{
    uint8_t prev[FC_MAX_VERTS], next[FC_MAX_VERTS];
    int m = n, out = 0, head = 0, b;
    for (b = 0; b < FC_MAX_VERTS; b++) {   // every entry set: no stale link
        prev[b] = (uint8_t)(b > 0 ? (b < n ? b - 1 : 0) : n - 1);
        next[b] = (uint8_t)(b + 1 < n ? b + 1 : 0);
    }
    while (m > 3) {
        b = find_ear(pts, prev, next, head, m, s);
        tri[out] = prev[b];
        tri[out + 1] = (uint8_t)b;
        tri[out + 2] = next[b];
        out += 3;
        next[prev[b]] = next[b];
        prev[next[b]] = prev[b];
        if (b == head) {
            head = next[b];
        }
        m--;
    }
    tri[out] = (uint8_t)head;
    tri[out + 1] = next[head];
    tri[out + 2] = next[next[head]];
    return n - 2;
}

// Validation shared by both entry points: a simple polygon with area.
static int check_simple(const fc_vec *pts, int n, int *s)
{
    int cls = fci_classify(pts, n, s);
    if (cls == FC_DEGENERATE) {
        return FC_ERR_DEGENERATE;
    }
    if (cls == FC_COMPLEX) {
        return FC_ERR_COMPLEX;
    }
    return FC_OK;
}

int fc_triangulate(const fc_vec *pts, int n, uint8_t *tri, int tri_cap)
{
    uint8_t buf[TRI_MAX];
    int s, rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(tri != NULL, FC_ERR_NULL);
    if (tri_cap < 3 * (n - 2)) {
        return FC_ERR_CAPACITY;
    }
    rc = check_simple(pts, n, &s);
    if (rc == FC_OK) {
        rc = clip_ears(pts, n, s, buf);
    }
    if (rc > 0) {
        (void)memcpy(tri, buf, (size_t)rc * 3u);
    }
    return rc;
}

// Offset of piece k in the flat index list.
static int piece_start(const uint8_t *sizes, int k)
{
    int i, off = 0;
    for (i = 0; i < k; i++) {
        off += (int)sizes[i];
    }
    return off;
}

// Tries to merge pieces p < q (both counter-clockwise) across a shared
// edge into one convex piece written to merged; returns its size or 0.
// Piece p holds the edge u -> v, piece q the same edge as v -> u; the
// merged cycle walks p from v round to u, then q from after u to before v.
static int try_merge(const fc_vec *pts, const uint8_t *idx, const uint8_t *sizes,
                     int p, int q, uint8_t *merged)
{
    const uint8_t *pp = &idx[piece_start(sizes, p)];
    const uint8_t *qq = &idx[piece_start(sizes, q)];
    int np = sizes[p], nq = sizes[q], i, j, k, m;
    for (i = 0; i < np; i++) {
        int u = pp[i], v = pp[(i + 1) % np];
        for (j = 0; j < nq; j++) {
            if ((int)qq[j] == v && (int)qq[(j + 1) % nq] == u) {
                break;
            }
        }
        if (j == nq) {
            continue;
        }
        m = 0;
        for (k = 0; k < np; k++) {
            merged[m] = pp[(i + 1 + k) % np];            // v ... u
            m++;
        }
        for (k = 2; k < nq; k++) {
            merged[m] = qq[(j + k) % nq];                // after u ... before v
            m++;
        }
        for (k = 0; k < m; k++) {
            if (fci_orient(&pts[merged[k]], &pts[merged[(k + 1) % m]],
                           &pts[merged[(k + 2) % m]]) < 0) {
                return 0;
            }
        }
        return m;
    }
    return 0;
}

// Hertel-Mehlhorn: start from the triangulation, then keep merging two
// pieces across a shared diagonal while the union stays convex.
int fc_decompose(const fc_vec *pts, int n, uint8_t *idx, int idx_cap,
                 uint8_t *sizes, int sizes_cap)
{
    uint8_t flat[TRI_MAX], next[TRI_MAX], cnt[FC_MAX_VERTS], ncnt[FC_MAX_VERTS];
    uint8_t merged[FC_MAX_VERTS];
    int s, j, k, p, q, m, np, total, at, rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(idx != NULL && sizes != NULL, FC_ERR_NULL);
    if (idx_cap < 3 * (n - 2) || sizes_cap < n - 2) {
        return FC_ERR_CAPACITY;
    }
    rc = check_simple(pts, n, &s);
    if (rc == FC_OK) {
        rc = clip_ears(pts, n, s, flat);
    }
    if (rc < 0) {
        return rc;
    }
    np = rc;
    for (k = 0; k < np; k++) {
        cnt[k] = 3;
        if (s < 0) {   // make every piece counter-clockwise
            uint8_t t = flat[3 * k + 1];
            flat[3 * k + 1] = flat[3 * k + 2];
            flat[3 * k + 2] = t;
        }
    }
    // Both scans are while loops: a merge lowers np, and q starts again
    // after p (a for loop's counter and bound would change in its body).
    p = 0;
    while (p < np) {
        q = p + 1;
        while (q < np) {
            m = try_merge(pts, flat, cnt, p, q, merged);
            if (m == 0) {
                q++;
                continue;
            }
            // Rebuild the lists with p replaced by the merge, q dropped.
            total = 0;
            j = 0;
            for (k = 0; k < np; k++) {
                at = piece_start(cnt, k);
                if (k == p) {
                    (void)memcpy(&next[total], merged, (size_t)m);
                    total += m;
                    ncnt[j] = (uint8_t)m;
                    j++;
                } else if (k != q) {
                    (void)memcpy(&next[total], &flat[at], cnt[k]);
                    total += (int)cnt[k];
                    ncnt[j] = cnt[k];
                    j++;
                } else {
                    // piece q is part of the merge: dropped
                }
            }
            (void)memcpy(flat, next, (size_t)total);
            (void)memcpy(cnt, ncnt, (size_t)j);
            np = j;
            q = p + 1;   // p grew: look at every other piece again
        }
        p++;
    }
    (void)memcpy(idx, flat, (size_t)piece_start(cnt, np));
    (void)memcpy(sizes, cnt, (size_t)np);
    return np;
}
