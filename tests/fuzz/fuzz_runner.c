// libFuzzer harness for the conformance runner: the fuzz input is taken as
// query text (any bytes: NUL, partial lines, huge numbers, unknown ops) and
// fed to fc_run through an in-memory get/put io, so every op of every
// ops_*.c table is reachable together with the line parser itself.
//
//   clang -fsanitize=fuzzer,address,undefined -Iinclude -Itests/vectors \
//       src/*.c tests/vectors/runner.c tests/vectors/ops_*.c \
//       tests/fuzz/fuzz_runner.c
// (make fuzz / make fuzz-ci; seed corpus in tests/fuzz/corpus/runner).
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include "runner.h"

typedef struct mem_io {
    const uint8_t *data;
    size_t size;
    size_t pos;
    size_t out;        // bytes written
    int last;          // last byte written
    long newlines;     // '\n' written
} mem_io;

static int get_mem(void *ctx)
{
    mem_io *m = (mem_io *)ctx;
    if (m->pos >= m->size) {
        return -1;
    }
    return m->data[m->pos++];
}

static void put_mem(int c, void *ctx)
{
    mem_io *m = (mem_io *)ctx;
    // The runner writes bytes only: anything else is a runner bug.
    if (c < 0 || c > 255) {
        abort();
    }
    m->out++;
    m->last = c;
    if (c == '\n') {
        m->newlines++;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    mem_io m;
    fc_run_io io;
    long answers;
    m.data = data;
    m.size = size;
    m.pos = 0;
    m.out = 0;
    m.last = '\n';
    m.newlines = 0;
    io.get = get_mem;
    io.put = put_mem;
    io.ctx = &m;
    answers = fc_run(&io);
    // Invariants: the whole input is consumed, one answer line per answer,
    // and output (if any) ends with a complete line.
    if (m.pos != size || answers < 0 || answers != m.newlines || m.last != '\n') {
        abort();
    }
    return 0;
}
