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

// Position in rem (m remaining vertices) of the first ear, or -1: a vertex
// b, between a and c, that turns strictly with the polygon's winding s and
// whose closed triangle (a, b, c) holds no other remaining vertex. A
// vertex on the diagonal a-c blocks the ear, so no triangle is flat and no
// diagonal runs along the boundary.
static int find_ear(const fc_vec *pts, const uint8_t *rem, int m, int s)
{
    int k, j, a, b, c, blocked;
    for (k = 0; k < m; k++) {
        a = rem[k == 0 ? m - 1 : k - 1];
        b = rem[k];
        c = rem[k + 1 < m ? k + 1 : 0];
        if (fci_orient(&pts[a], &pts[b], &pts[c]) != s) {
            continue;
        }
        blocked = 0;
        for (j = 0; j < m && !blocked; j++) {
            if (rem[j] != a && rem[j] != b && rem[j] != c) {
                blocked = in_closed_triangle(&pts[a], &pts[b], &pts[c], &pts[rem[j]], s);
            }
        }
        if (!blocked) {
            return k;
        }
    }
    return -1;
}

// Ear clipping, O(n^3) for n <= FC_MAX_VERTS:
//   remaining = all vertices
//   while more than 3 remain: emit the first ear (a, b, c), remove b
//   emit the last three
// Writes 3 * (n - 2) indices; returns n - 2.
static int clip_ears(const fc_vec *pts, int n, int s, uint8_t *tri)
{
    uint8_t rem[FC_MAX_VERTS];
    int m = n, out = 0, k;
    for (k = 0; k < n; k++) {
        rem[k] = (uint8_t)k;
    }
    while (m > 3) {
        k = find_ear(pts, rem, m, s);
        if (k < 0) {
            return FC_ERR_DEGENERATE;   // no ear: impossible for simple input
        }
        tri[out++] = rem[k == 0 ? m - 1 : k - 1];
        tri[out++] = rem[k];
        tri[out++] = rem[k + 1 < m ? k + 1 : 0];
        for (; k + 1 < m; k++) {
            rem[k] = rem[k + 1];
        }
        m--;
    }
    tri[out++] = rem[0];
    tri[out++] = rem[1];
    tri[out] = rem[2];
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
    FC_CHECK(tri != 0, FC_ERR_NULL);
    if (tri_cap < 3 * (n - 2)) {
        return FC_ERR_CAPACITY;
    }
    rc = check_simple(pts, n, &s);
    if (rc == FC_OK) {
        rc = clip_ears(pts, n, s, buf);
    }
    if (rc > 0) {
        memcpy(tri, buf, (size_t)(3 * rc));
    }
    return rc;
}

// Offset of piece k in the flat index list.
static int piece_start(const uint8_t *sizes, int k)
{
    int i, off = 0;
    for (i = 0; i < k; i++) {
        off += sizes[i];
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
    const uint8_t *pp = idx + piece_start(sizes, p);
    const uint8_t *qq = idx + piece_start(sizes, q);
    int np = sizes[p], nq = sizes[q], i, j, k, m;
    for (i = 0; i < np; i++) {
        int u = pp[i], v = pp[(i + 1) % np];
        for (j = 0; j < nq; j++) {
            if (qq[j] == v && qq[(j + 1) % nq] == u) {
                break;
            }
        }
        if (j == nq) {
            continue;
        }
        m = 0;
        for (k = 0; k < np; k++) {
            merged[m++] = pp[(i + 1 + k) % np];          // v ... u
        }
        for (k = 2; k < nq; k++) {
            merged[m++] = qq[(j + k) % nq];              // after u ... before v
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
    uint8_t flat[TRI_MAX], next[TRI_MAX], cnt[FC_MAX_VERTS], merged[FC_MAX_VERTS];
    int s, k, p, q, m, np, total, at, rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(idx != 0 && sizes != 0, FC_ERR_NULL);
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
    for (p = 0; p < np; p++) {
        for (q = p + 1; q < np; q++) {
            m = try_merge(pts, flat, cnt, p, q, merged);
            if (m == 0) {
                continue;
            }
            // Rebuild the flat list with p replaced by the merge, q dropped.
            total = 0;
            for (k = 0; k < np; k++) {
                at = piece_start(cnt, k);
                if (k == p) {
                    memcpy(next + total, merged, (size_t)m);
                    total += m;
                } else if (k != q) {
                    memcpy(next + total, flat + at, cnt[k]);
                    total += cnt[k];
                }
            }
            memcpy(flat, next, (size_t)total);
            cnt[p] = (uint8_t)m;
            for (k = q; k + 1 < np; k++) {
                cnt[k] = cnt[k + 1];
            }
            np--;
            q = p;   // p grew: look at every other piece again
        }
    }
    memcpy(idx, flat, (size_t)piece_start(cnt, np));
    memcpy(sizes, cnt, (size_t)np);
    return np;
}
