// Host main of the conformance runner: query lines on stdin, answers on
// stdout.
#include <stdio.h>
#include "runner.h"

static int get_stdin(void *ctx)
{
    (void)ctx;
    return getchar();
}

static void put_stdout(int c, void *ctx)
{
    (void)ctx;
    putchar(c);
}

int main(void)
{
    fc_run_io io;
    io.get = get_stdin;
    io.put = put_stdout;
    io.ctx = 0;
    fc_run(&io);
    return fflush(stdout) == 0 ? 0 : 1;
}
