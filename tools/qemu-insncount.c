// qemu TCG plugin: counts the guest instructions a run executes and prints
// "insns: N" on stderr when the emulated program exits.
//
// Debian's qemu 7.2 accepts -plugin but ships neither plugins nor
// qemu-plugin.h, so the few declarations used here are written out from
// the plugin API (version 1, qemu 7.x; stable since 4.2):
//   qemu-system-arm ... -plugin build/host/libinsncount.so -kernel prog.elf
// Counting is done per translated block (instructions in the block times
// the executions of the block), inline, so it costs almost nothing.
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef uint64_t qemu_plugin_id_t;
struct qemu_info_t;
struct qemu_plugin_tb;

enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };

typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id, struct qemu_plugin_tb *tb);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_vcpu_tb_trans_cb_t cb);
void qemu_plugin_register_vcpu_tb_exec_inline(struct qemu_plugin_tb *tb, enum qemu_plugin_op op,
                                              void *ptr, uint64_t imm);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);

__attribute__((visibility("default"))) int qemu_plugin_version = 1;

static uint64_t insns;


static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    (void)id;
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &insns,
                                             qemu_plugin_tb_n_insns(tb));
}

// Semihosting exit leaves qemu through exit(), before its own at-exit
// callbacks could run: a destructor of this library reports instead.
__attribute__((destructor)) static void report(void)
{
    fprintf(stderr, "insns: %" PRIu64 "\n", insns);
}

__attribute__((visibility("default")))
int qemu_plugin_install(qemu_plugin_id_t id, const struct qemu_info_t *info, int argc, char **argv)
{
    (void)info;
    (void)argc;
    (void)argv;
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    return 0;
}
