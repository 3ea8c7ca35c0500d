// Main of the conformance runner for targets without files: the query
// lines are compiled in (fc_run_lines, generated from .vec files by
// tools/vec2c.py) and the answers go to the port's console through
// fc_port_putc, which every port maps to its emulator's output (the
// host's is tests/vectors/port_stdio.c). No libc stdio is needed.
#include "runner.h"

extern const char *const fc_run_lines[];

// Supplied by the port: write one byte of output.
void fc_port_putc(int c);

// Reads the lines one byte at a time, a '\n' after each.
typedef struct text_cursor {
    const char *const *line;
    const char *p;
} text_cursor;

static int get_text(void *ctx)
{
    text_cursor *t = (text_cursor *)ctx;
    if (*t->line == 0) {
        return -1;
    }
    if (*t->p == '\0') {
        t->line++;
        if (*t->line != 0) {
            t->p = *t->line;
        }
        return '\n';
    }
    return (unsigned char)*t->p++;
}

static void put_console(int c, void *ctx)
{
    (void)ctx;
    fc_port_putc(c);
}

int main(void)
{
    fc_run_io io;
    text_cursor t;
    t.line = fc_run_lines;
    t.p = fc_run_lines[0];
    if (t.p == 0) {
        t.p = "";
    }
    io.get = get_text;
    io.put = put_console;
    io.ctx = &t;
    fc_run(&io);
    return 0;
}
