// Cortex-M start-up: the vector table, the reset handler (copy .data,
// zero .bss, run main, exit through semihosting with its status) and a
// fault handler that exits with status 99, so a fault can never hang a
// test run.
#include <stdint.h>

extern uint32_t __data_load[], __data_start[], __data_end[];
extern uint32_t __bss_start[], __bss_end[], __stack_top[];

int main(void);
void fc_port_exit(int status);
void fc_port_reset(void);

typedef void (*fc_vector)(void);

static void fault(void)
{
    fc_port_exit(99);
}

__attribute__((section(".vectors"), used))
const fc_vector fc_port_vectors[16] = {
    (fc_vector)(uintptr_t)__stack_top, fc_port_reset,
    fault, fault, fault, fault, fault,   // NMI, HardFault, MemManage, BusFault, UsageFault
    0, 0, 0, 0,                          // reserved
    fault, fault, 0, fault, fault        // SVC, DebugMon, reserved, PendSV, SysTick
};

void fc_port_reset(void)
{
    uint32_t *src = __data_load, *dst = __data_start;
    while (dst < __data_end) {
        *dst++ = *src++;
    }
    for (dst = __bss_start; dst < __bss_end; dst++) {
        *dst = 0;
    }
    fc_port_exit(main());
}
