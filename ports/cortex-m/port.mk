# fixcol for a Cortex-M firmware build: include this from your Makefile.
#
#   FIXCOL_DIR := path/to/fixcol
#   FIXCOL_CPU := cortex-m0plus          # or cortex-m0, cortex-m3, cortex-m4, ...
#   include $(FIXCOL_DIR)/ports/cortex-m/port.mk
#   CFLAGS += $(FIXCOL_CFLAGS)
#   SRCS   += $(FIXCOL_SRCS)             # C and, on ARMv6-M, the multiply in assembly
#
# Every library file is one feature, so with -ffunction-sections and
# --gc-sections only what the application calls is linked. The library
# needs nothing from libc but memcpy and memset, and no heap.

FIXCOL_DIR ?= .
FIXCOL_CPU ?= cortex-m0plus

FIXCOL_CFLAGS := -I$(FIXCOL_DIR)/include -include $(FIXCOL_DIR)/ports/cortex-m/port.h \
                 -ffunction-sections -fdata-sections
FIXCOL_SRCS   := $(wildcard $(FIXCOL_DIR)/src/*.c)

# ARMv6-M: the port's 32 x 32 -> 64 multiply (port.h turns it on).
ifneq ($(filter cortex-m0 cortex-m0plus cortex-m1,$(FIXCOL_CPU)),)
FIXCOL_SRCS += $(FIXCOL_DIR)/ports/cortex-m/smull_v6m.S
endif
