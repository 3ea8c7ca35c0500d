// simavr-run MCU FIRMWARE.elf: runs an AVR image under libsimavr until it
// sleeps with interrupts off (or crashes), copying what it writes to
// UART0 to stdout line by line. A line "@@EXIT n" is not copied: it
// gives the exit status (125 when the image never wrote one, 126 when
// the simulated core crashed). The cycles simulated go to stderr as
// "cycles: N" (ports/avr/console.c writes the line and then sleeps).
//
// Host tool (C99, libsimavr 1.6 from Debian's libsimavr-dev).
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_avr.h"
#include "sim_elf.h"
#include "avr_uart.h"

// The line being received, grown as needed (a `pairs` answer can be
// tens of kilobytes).
static char *line;
static size_t used, room;
static int status = 125;

static void on_uart(struct avr_irq_t *irq, uint32_t value, void *param)
{
    char c = (char)value;
    (void)irq;
    (void)param;
    if (used + 1 >= room) {
        char *grown = realloc(line, room == 0 ? 256 : 2 * room);
        if (grown == NULL) {
            fprintf(stderr, "simavr-run: out of memory\n");
            exit(2);
        }
        line = grown;
        room = room == 0 ? 256 : 2 * room;
    }
    if (c != '\n') {
        line[used++] = c;
        return;
    }
    line[used] = '\0';
    used = 0;
    if (strncmp(line, "@@EXIT ", 7) == 0) {
        status = atoi(line + 7);
    } else {
        puts(line);
    }
}

// simavr's own messages ("Loaded ... .text") go to stderr, errors only:
// stdout carries the image's answers alone.
static void on_log(struct avr_t *avr, const int level, const char *format, va_list ap)
{
    (void)avr;
    if (level <= LOG_ERROR) {
        vfprintf(stderr, format, ap);
    }
}

int main(int argc, char **argv)
{
    elf_firmware_t fw;
    avr_t *avr;
    uint32_t flags = 0;
    int state;
    if (argc != 3) {
        fprintf(stderr, "usage: %s MCU FIRMWARE.elf\n", argv[0]);
        return 2;
    }
    avr_global_logger_set(on_log);
    memset(&fw, 0, sizeof fw);
    if (elf_read_firmware(argv[2], &fw) != 0) {
        fprintf(stderr, "simavr-run: cannot read %s\n", argv[2]);
        return 2;
    }
    avr = avr_make_mcu_by_name(argv[1]);
    if (avr == NULL) {
        fprintf(stderr, "simavr-run: unknown MCU %s\n", argv[1]);
        return 2;
    }
    avr_init(avr);
    avr_load_firmware(avr, &fw);
    if (avr->frequency == 0) {
        avr->frequency = 16000000;
    }
    // The output is read here, not echoed by simavr's own UART console.
    avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
    flags &= ~(uint32_t)AVR_UART_FLAG_STDIO;
    avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT),
                            on_uart, NULL);
    do {
        state = avr_run(avr);
    } while (state != cpu_Done && state != cpu_Crashed);
    fflush(stdout);
    fprintf(stderr, "cycles: %llu\n", (unsigned long long)avr->cycle);
    return state == cpu_Crashed ? 126 : status;
}
