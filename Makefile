# fixcol: exact 2D collision detection in Q16.16 fixed point.
#
#   make demo             the demo: a simulation written to build/demo.svg
#   make bench [SCENE=f]  cost per query on the host and Cortex-M, beside a
#                         float baseline (BENCHMARKS.md)
#   make install / lib / single / package-test   packaging (see its block)
#   make runner           build/host/fixcol-run, the conformance runner
#   make test             unit tests and conformance vectors: gcc and clang,
#                         both wide-arithmetic implementations, ASan + UBSan
#                         (one job per core unless -j is given; V=1 prints
#                         the commands)
#   make test-random      a fresh random batch against the oracle
#                         (N=100000 SEED=<random> by default)
#   make tools            build/host/fc-polyc: points -> const fc_poly table
#   make check-portable   the portability gate (cc65, SDCC, arm-none-eabi,
#                         gcc, clang; no float, heap or libc in the core)
#   make test-port PORT=cortex-m CPU=cortex-m0plus|cortex-m3|cortex-m4 [VEC=f.vec]
#                         the runner under the target's emulator, compared
#                         byte for byte with the host (answers left in
#                         build/PORT-CPU/answers.txt)
#   make test-port PORT=gba [FULL=1] [VEC=f.vec]   the GBA (ARM7TDMI) under
#                         libmgba (build/host/mgba-run, built by ports/gba)
#   make test-port PORT=6502|z80|sm83 [FULL=1] [VEC=f.vec]   the 8-bit targets
#                         (sm83: a banked Game Boy cartridge under libmgba;
#                         PORT=z80 CPU=sm83: the same CPU under ucsim, scalar ops)
#   make size PORT=cortex-m CPU=...   code size per module, worst-case stack
#   make size PORT=gba                code size per module, worst-case stack
#   make size PORT=6502|z80|sm83      code size per module
#   make qemu-plugin      build/host/libinsncount.so, qemu instruction counts
#   make vectors          regenerate the committed vectors from the oracle
#   make bench-bodies     the broadphase and polygon moves (host, M0, GBA)
#   make coverage         line and branch coverage of src/ (100% / 95% minimums)
#   make clean

CC      ?= cc
PYTHON  ?= python3
BUILD   := build

SRC      := $(sort $(wildcard src/*.c))
HDRS     := include/fixcol.h $(sort $(wildcard include/fixcol/*.h))
RUN_SRC  := tests/vectors/runner.c $(sort $(wildcard tests/vectors/ops_*.c))
RUN_HDRS := tests/vectors/runner.h
UNITS    := $(patsubst tests/unit/%.c,%,$(sort $(wildcard tests/unit/test_*.c)))
VECTORS  := $(sort $(wildcard tests/vectors/*.vec)) tests/vectors/ports/walk.vec
ORACLE   := tests/oracle/fcoracle.py

# The library keeps to these flags on every host compiler.
WARN     := -std=c99 -Wall -Wextra -Wconversion -Wundef -Wmissing-prototypes -Wdeclaration-after-statement -pedantic -Werror
# Unit tests are host-only C99 and may use libm for reference values.
UNITWARN := -std=c99 -Wall -Wextra -Wconversion -Wundef -pedantic -Werror
SAN      := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all

# name compiler FC_WIDE_NATIVE [other options]. gcc-portable builds the
# small kernels of the 8-bit SDCC ports (FCI_WIDE_SMALL, wide.h: square
# roots and divisions one bit per step), clang-portable the fast ones.
VARIANTS := gcc-native gcc-portable clang-native clang-portable gcc-words
gcc-native_CC       := gcc
gcc-native_WIDE     := 1
gcc-portable_CC     := gcc
gcc-portable_WIDE   := 0
# gcc-portable also builds the runner with the pair buffer of the 8-bit
# targets, so that its `pairs` fallback (one box query per body) is
# checked on the host too.
gcc-portable_DEFS   := -DFCI_WIDE_SMALL=1 -DFC_RUN_PAIR_CAP=64
clang-native_CC     := clang
clang-native_WIDE   := 1
clang-portable_CC   := clang
clang-portable_WIDE := 0
# clang-portable also takes the circle sweep's swept octagon, as the
# builds whose 64-bit products are calls do (FCI_SWEEP_OCTAGON,
# src/internal.h).
clang-portable_DEFS := -DFCI_SWEEP_OCTAGON=1
# gcc-words: the native 64-bit type with the 32-bit CPUs' word kernels
# (FCI_WIDE_WORDS, wide.h) and their widening products (FCI_MUL64_CALL
# = 0, internal.h) and 32-bit divisions (FCI_DIV32, internal.h), as
# ARMv7-M builds them.
gcc-words_CC        := gcc
gcc-words_WIDE      := 1
gcc-words_DEFS      := -DFCI_WIDE_WORDS=1 -DFCI_DIV32=1

# Test builds print one short line per library and binary; V=1 shows the
# commands instead.
V ?= 0
ifeq ($(V),1)
Q :=
say = @:
else
Q := @
say = @printf '  %-5s %s\n' '$(1)' '$(patsubst $(BUILD)/test/%,%,$(2))'
endif

# -j from the command line wins; otherwise as many jobs as cores. (A
# recursive variable: make adds -j to MAKEFLAGS only after reading the
# makefiles.)
NPROC   := $(shell nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
JOBFLAG  = $(if $(filter -j%,$(MAKEFLAGS)),,-j$(NPROC))

.PHONY: all runner tools test test-random check-portable vectors clean deps deps-portable bench-bodies \
        test-port size qemu-plugin

all: runner

runner: $(BUILD)/host/fixcol-run

$(BUILD)/host/fixcol-run: $(SRC) $(HDRS) $(RUN_SRC) $(RUN_HDRS) tests/vectors/run_host.c
	@mkdir -p $(@D)
	$(CC) $(WARN) -O2 -Iinclude -Itests/vectors $(SRC) $(RUN_SRC) tests/vectors/run_host.c -o $@

# ---- demo (examples/demo) ----------------------------------------------------
# make demo: builds build/host/fixcol-demo with $(CC) alone and runs it: a
# summary per simulated second, the final state hash, build/demo.svg
# (animated) and build/demo-still.svg (one frame).
DEMO_SRC  := $(sort $(wildcard examples/demo/*.c))
DEMO_HDRS := $(sort $(wildcard examples/demo/*.h))

.PHONY: demo
demo: $(BUILD)/host/fixcol-demo $(BUILD)/host/fixcol-field
	$(BUILD)/host/fixcol-demo $(BUILD)/demo.svg $(BUILD)/demo-still.svg
	$(BUILD)/host/fixcol-field 300 $(BUILD)/field.svg

$(BUILD)/host/fixcol-demo: $(DEMO_SRC) $(DEMO_HDRS) $(SRC) $(HDRS)
	@mkdir -p $(@D)
	$(CC) $(WARN) -O2 -Iinclude $(DEMO_SRC) $(SRC) -o $@

# The field (examples/field): a few hundred spinning polygons, boxes and
# circles, and bullets; `make demo` runs it after the demo (300 bodies,
# build/field.svg).
FIELD_SRC  := $(sort $(wildcard examples/field/*.c))
FIELD_HDRS := $(sort $(wildcard examples/field/*.h))

.PHONY: field
field: $(BUILD)/host/fixcol-field
	$(BUILD)/host/fixcol-field 300 $(BUILD)/field.svg

$(BUILD)/host/fixcol-field: $(FIELD_SRC) $(FIELD_HDRS) $(SRC) $(HDRS)
	@mkdir -p $(@D)
	$(CC) $(WARN) -O2 -Iinclude $(FIELD_SRC) $(SRC) -o $@
# ---- end of demo ---------------------------------------------------------------

# ---- demo-gba (ports/gba/demo_main.c) -------------------------------------------
# make demo-gba: the demo's world (examples/demo/world.c) as a GBA ROM,
# build/gba/demo.gba: the library built as ports/gba/port.sh builds it
# (Thumb -Os, -include ports/gba/port.h, the ARM-state smull_arm.s), with
# crt0.s, gba.ld and console.c. Runs it under build/host/mgba-run, which
# saves the last frame (mode 3 bitmap) as docs/demo-gba.png, and fails
# unless the ROM printed the host demo's lines exactly (all but the host's
# last "wrote ..." line), its final state hash among them.
GBA_DEMO_CC := arm-none-eabi-gcc -mcpu=arm7tdmi -mthumb -mthumb-interwork -Os \
               -ffunction-sections -fdata-sections
GBA_DEMO_C  := $(SRC) examples/demo/world.c ports/gba/demo_main.c ports/gba/draw.c ports/gba/console.c
GBA_DEMO_S  := ports/gba/crt0.s ports/gba/smull_arm.s

.PHONY: demo-gba
demo-gba: $(BUILD)/gba/demo.gba $(BUILD)/host/mgba-run $(BUILD)/host/fixcol-demo
	@mkdir -p docs
	$(BUILD)/host/fixcol-demo $(BUILD)/demo.svg $(BUILD)/demo-still.svg | grep -v '^wrote ' \
	    > $(BUILD)/gba/demo-host.txt
	$(BUILD)/host/mgba-run --screenshot docs/demo-gba.png $(BUILD)/gba/demo.gba 36000 \
	    </dev/null > $(BUILD)/gba/demo-gba.txt
	@cat $(BUILD)/gba/demo-gba.txt
	@host=$$(grep '^state hash' $(BUILD)/gba/demo-host.txt); \
	gba=$$(grep '^state hash' $(BUILD)/gba/demo-gba.txt); \
	echo "host: $$host"; echo "gba:  $$gba"; \
	test -n "$$gba" && test "$$host" = "$$gba" || { echo "demo-gba: state hash differs from the host's"; exit 1; }; \
	diff $(BUILD)/gba/demo-host.txt $(BUILD)/gba/demo-gba.txt \
	    || { echo "demo-gba: output differs from the host's"; exit 1; }; \
	echo "demo-gba: output and state hash equal the host's; screenshot docs/demo-gba.png"

$(BUILD)/gba/demo.gba: $(GBA_DEMO_C) $(GBA_DEMO_S) $(DEMO_HDRS) $(SRC) $(HDRS) ports/gba/port.h ports/gba/gba.ld ports/gba/draw.h
	@mkdir -p $(@D)/demo-obj
	@rm -f $(@D)/demo-obj/*.o
	for f in $(GBA_DEMO_C); do \
	    $(GBA_DEMO_CC) -std=c99 -Wall -Wextra -Werror -include ports/gba/port.h -DFC_PORT_SMULL=1 \
	        -Iinclude -Iexamples/demo -Iports/gba -c $$f -o $(@D)/demo-obj/$$(basename $$f .c).o || exit 1; \
	done
	for f in $(GBA_DEMO_S); do \
	    $(GBA_DEMO_CC) -c $$f -o $(@D)/demo-obj/$$(basename $$f .s)-s.o || exit 1; \
	done
	$(GBA_DEMO_CC) -nostartfiles --specs=nano.specs -T ports/gba/gba.ld -Wl,--gc-sections \
	    -Wl,-Map=$(@D)/demo.map $(@D)/demo-obj/*.o -lgcc -o $(@D)/demo.elf
	arm-none-eabi-objcopy -O binary $(@D)/demo.elf $@

# make field-gba: the field (examples/field/field.c) as a GBA ROM,
# build/gba/field.gba, built as demo.gba is. It times every step of each
# run in cycles, prints the most moving bodies for which every step fits
# one frame, saves the 300-body run's last step as docs/field-gba.png,
# and fails unless its state hashes equal `fixcol-field --sizes`.
GBA_FIELD_C := $(SRC) examples/field/field.c ports/gba/field_main.c ports/gba/draw.c ports/gba/console.c

.PHONY: field-gba
field-gba: $(BUILD)/gba/field.gba $(BUILD)/host/mgba-run $(BUILD)/host/fixcol-field
	@mkdir -p docs
	$(BUILD)/host/fixcol-field --sizes > $(BUILD)/gba/field-host.txt
	$(BUILD)/host/mgba-run --screenshot docs/field-gba.png $(BUILD)/gba/field.gba 200000 \
	    </dev/null > $(BUILD)/gba/field-gba.txt
	@cat $(BUILD)/gba/field-gba.txt
	@grep '^field ' $(BUILD)/gba/field-gba.txt | diff $(BUILD)/gba/field-host.txt - \
	    || { echo "field-gba: state hashes differ from the desktop's"; exit 1; }; \
	grep -q '^every step after the first within one frame' $(BUILD)/gba/field-gba.txt \
	    || { echo "field-gba: the run did not finish"; exit 1; }; \
	echo "field-gba: every state hash equals the desktop's; screenshot docs/field-gba.png"

$(BUILD)/gba/field.gba: $(GBA_FIELD_C) $(GBA_DEMO_S) $(FIELD_HDRS) $(SRC) $(HDRS) ports/gba/port.h ports/gba/gba.ld ports/gba/draw.h
	@mkdir -p $(@D)/field-obj
	@rm -f $(@D)/field-obj/*.o
	for f in $(GBA_FIELD_C); do \
	    $(GBA_DEMO_CC) -std=c99 -Wall -Wextra -Werror -include ports/gba/port.h -DFC_PORT_SMULL=1 \
	        -Iinclude -Iexamples/field -Iports/gba -c $$f -o $(@D)/field-obj/$$(basename $$f .c).o || exit 1; \
	done
	for f in $(GBA_DEMO_S); do \
	    $(GBA_DEMO_CC) -c $$f -o $(@D)/field-obj/$$(basename $$f .s)-s.o || exit 1; \
	done
	$(GBA_DEMO_CC) -nostartfiles --specs=nano.specs -T ports/gba/gba.ld -Wl,--gc-sections \
	    -Wl,-Map=$(@D)/field.map $(@D)/field-obj/*.o -lgcc -o $(@D)/field.elf
	arm-none-eabi-objcopy -O binary $(@D)/field.elf $@

# The runner, as ports/gba/port.sh builds it.
$(BUILD)/host/mgba-run: tools/mgba-run.c tools/mgba-console.h
	@mkdir -p $(@D)
	cc -O2 -Wall -Wextra tools/mgba-run.c -lmgba -o $@

# The Game Boy profiler under libmgba (tools/profgb.py).
$(BUILD)/host/mgba-prof: tools/mgba-prof.c tools/mgba-console.h
	@mkdir -p $(@D)
	cc -O2 -Wall -Wextra tools/mgba-prof.c -lmgba -o $@

# The AVR runner: libsimavr (libsimavr-dev), UART0 to stdout (ports/avr).
$(BUILD)/host/simavr-run: tools/simavr-run.c
	@mkdir -p $(@D)
	cc -std=c99 -O2 -Wall -Wextra -I/usr/include/simavr tools/simavr-run.c -lsimavr -o $@
# ---- end of demo-gba -------------------------------------------------------------

tools: $(BUILD)/host/fc-polyc

$(BUILD)/host/fc-polyc: tools/fc-polyc.c $(SRC) $(HDRS)
	@mkdir -p $(@D)
	$(call say,CC,$@)
	$(Q)$(CC) $(WARN) -Wno-missing-prototypes -O2 -Iinclude tools/fc-polyc.c $(SRC) -o $@

# ROM tables printed by fc-polyc must pass fc_poly_check in place.
$(BUILD)/test/rom/rom_shapes.h: $(BUILD)/host/fc-polyc
	@mkdir -p $(@D)
	$(call say,GEN,$@)
	$(Q)$(BUILD)/host/fc-polyc rom_ship 0 0 0 65536 131072 0 > $@
	$(Q)$(BUILD)/host/fc-polyc rom_arrow 0 0 196608 0 196608 -65536 327680 65536 \
	    196608 196608 196608 131072 >> $@

# ---- test binaries ------------------------------------------------------------
# Each variant compiles the library once (build/test/VARIANT/libfixcol.a,
# one object per source) and links every unit test and the runner against
# it. `make test` builds in parallel (JOBFLAG, above) and prints one line per
# library and per binary.
LIB_HDRS := $(HDRS) src/internal.h
# Unit tests that include library sources themselves (white-box tests):
# rebuilt when any source changes.
UNITS_SRC := $(patsubst tests/unit/%.c,%,$(shell grep -l '\.\./\.\./src/' tests/unit/test_*.c))

define VARIANT_RULES
$(BUILD)/test/$(1)/obj/%.o: src/%.c $(LIB_HDRS)
	@mkdir -p $$(@D)
	$(Q)$($(1)_CC) $(WARN) $(SAN) -DFC_WIDE_NATIVE=$($(1)_WIDE) $($(1)_DEFS) -Iinclude -c $$< -o $$@

$(BUILD)/test/$(1)/libfixcol.a: $(patsubst src/%.c,$(BUILD)/test/$(1)/obj/%.o,$(SRC))
	$$(call say,LIB,$$@)
	@rm -f $$@
	$(Q)$(AR) rcs $$@ $$^

$(BUILD)/test/$(1)/run/%.o: tests/vectors/%.c $(HDRS) $(RUN_HDRS)
	@mkdir -p $$(@D)
	$(Q)$($(1)_CC) $(WARN) $(SAN) -DFC_WIDE_NATIVE=$($(1)_WIDE) $($(1)_DEFS) -Iinclude -Itests/vectors -c $$< -o $$@

$(BUILD)/test/$(1)/unit/%.o: tests/unit/%.c tests/unit/test_rng.h $(LIB_HDRS)
	@mkdir -p $$(@D)
	$(Q)$($(1)_CC) $(UNITWARN) $(SAN) -DFC_WIDE_NATIVE=$($(1)_WIDE) $($(1)_DEFS) -Iinclude -c $$< -o $$@

$(BUILD)/test/$(1)/fixcol-run: $(patsubst tests/vectors/%.c,$(BUILD)/test/$(1)/run/%.o,$(RUN_SRC) tests/vectors/run_host.c) \
        $(BUILD)/test/$(1)/libfixcol.a
	$$(call say,LINK,$$@)
	$(Q)$($(1)_CC) $(SAN) $$^ -o $$@

$(BUILD)/test/$(1)/test_%: $(BUILD)/test/$(1)/unit/test_%.o $(BUILD)/test/$(1)/libfixcol.a
	$$(call say,LINK,$$@)
	$(Q)$($(1)_CC) $(SAN) $$^ -o $$@ -lcmocka -lm

$(patsubst %,$(BUILD)/test/$(1)/unit/%.o,$(UNITS_SRC)): $(SRC)

TEST_BINS += $(BUILD)/test/$(1)/fixcol-run $(addprefix $(BUILD)/test/$(1)/,$(UNITS))
TEST_OBJS += $(patsubst %,$(BUILD)/test/$(1)/unit/%.o,$(UNITS))
endef
$(foreach v,$(VARIANTS),$(eval $(call VARIANT_RULES,$(v))))
# Kept between runs (make would delete them as intermediate files).
.SECONDARY: $(TEST_OBJS)

# The runner with every committed vector compiled in, as ports build it
# (gcc-native's library and runner objects).
$(BUILD)/test/embed/vectors.c: $(VECTORS) tools/vec2c.py tools/vecline.py
	@mkdir -p $(@D)
	$(call say,GEN,$@)
	$(Q)$(PYTHON) tools/vec2c.py $@ $(VECTORS)

$(BUILD)/test/embed/%.o: $(BUILD)/test/embed/%.c $(HDRS) $(RUN_HDRS)
	$(Q)gcc $(WARN) $(SAN) -Iinclude -Itests/vectors -c $< -o $@

$(BUILD)/test/embed/fixcol-run-embed: \
        $(patsubst tests/vectors/%.c,$(BUILD)/test/gcc-native/run/%.o,$(RUN_SRC) tests/vectors/run_embed.c tests/vectors/port_stdio.c) \
        $(BUILD)/test/embed/vectors.o $(BUILD)/test/gcc-native/libfixcol.a
	$(call say,LINK,$@)
	$(Q)gcc $(SAN) $^ -o $@

# ROM tables printed by fc-polyc must pass fc_poly_check in place.
$(BUILD)/test/rom/rom_check: tests/rom/rom_check.c $(BUILD)/test/rom/rom_shapes.h $(HDRS) \
        $(BUILD)/test/gcc-native/libfixcol.a
	$(call say,LINK,$@)
	$(Q)gcc $(UNITWARN) $(SAN) -DFC_WIDE_NATIVE=1 -Iinclude -I$(BUILD)/test/rom tests/rom/rom_check.c \
	    $(BUILD)/test/gcc-native/libfixcol.a -o $@

# Installs (as root) or names the missing packages before anything builds.
deps:
	@sh tools/deps.sh test
deps-portable:
	@sh tools/deps.sh portable

# Binaries are built by a recursive make so that `deps` has run first.
test: deps
	@$(MAKE) --no-print-directory $(JOBFLAG) test-run

.PHONY: test-run
test-run: $(TEST_BINS) $(BUILD)/test/embed/fixcol-run-embed $(BUILD)/test/rom/rom_check
	@sh tests/run-tests.sh $(BUILD) "$(VARIANTS)" "$(UNITS)" "$(VECTORS)"
# ---- end of test binaries ---------------------------------------------------------

# The ops the C runner answers; a fresh batch draws from all of them.
RANDOM_OPS ?= all
N    ?= 100000
SEED ?= $(shell od -An -N4 -tu4 /dev/urandom | tr -d ' ')
test-random: $(addsuffix /fixcol-run,$(addprefix $(BUILD)/test/,$(VARIANTS)))
	@mkdir -p $(BUILD)/random
	@echo "fresh random batch: N=$(N) SEED=$(SEED) ops=$(RANDOM_OPS)"
	@$(PYTHON) $(ORACLE) gen --seed $(SEED) --count $(N) --ops $(RANDOM_OPS) > $(BUILD)/random/batch.vec
	@fail=0; for v in $(VARIANTS); do \
	    $(BUILD)/test/$$v/fixcol-run < $(BUILD)/random/batch.vec > $(BUILD)/random/$$v.answers || fail=1; \
	    cmp -s $(BUILD)/random/$$v.answers $(BUILD)/random/gcc-native.answers \
	        || { echo "$$v: answers differ from gcc-native"; fail=1; }; \
	done; \
	$(PYTHON) $(ORACLE) check $(BUILD)/random/batch.vec $(BUILD)/random/gcc-native.answers || fail=1; \
	exit $$fail

PORT ?=
CPU  ?=
VEC  ?=
test-port: runner
	@test -n "$(PORT)" || { echo "usage: make test-port PORT=cortex-m CPU=cortex-m3 | PORT=gba|6502|z80|sm83|avr [FULL=1] [VEC=file.vec]"; exit 2; }
	@sh tools/port-test.sh $(if $(filter sm83,$(PORT)),gb sm83,$(PORT) $(or $(CPU),$(PORT))) $(VEC)

size:
	@test -n "$(PORT)" || { echo "usage: make size PORT=cortex-m CPU=cortex-m0plus | PORT=gba | PORT=6502 | PORT=z80 | PORT=sm83 | PORT=avr"; exit 2; }
	@sh tools/port-size.sh $(PORT) $(CPU)

# The instruction counter for qemu (Debian's qemu ships no plugins).
qemu-plugin: $(BUILD)/host/libinsncount.so
$(BUILD)/host/libinsncount.so: tools/qemu-insncount.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -Wall -Wextra -O2 -shared -fPIC $< -o $@

check-portable: deps-portable
	@sh tools/check-portable.sh $(BUILD)/portable

# The committed vectors: edge cases of every op plus a seeded random set.
# Exact ops get their answers from the oracle; the collision ops, defined
# within tolerances, from the runner, each answer verified by the oracle's
# independent check (the files then pin the bytes every target must give).
# tests/vectors/ports/walk.vec: polygon pairs for the rarer branches of
# the 8-bit ports' walk and pass (tools/gen-walkvec.py), likewise; make
# test and every port's test-port run it beside the others.
vectors: $(BUILD)/host/fixcol-run
	$(PYTHON) $(ORACLE) gen --seed 1 --count 1500 --edges --ops core > tests/vectors/core.vec
	$(PYTHON) $(ORACLE) answer < tests/vectors/core.vec > tests/vectors/core.expected
	$(PYTHON) $(ORACLE) gen --seed 1 --count 800 --edges --ops geom > tests/vectors/geom.vec
	$(PYTHON) $(ORACLE) answer < tests/vectors/geom.vec > tests/vectors/geom.expected
	$(PYTHON) $(ORACLE) gen --seed 1 --count 2000 --edges --ops collide > tests/vectors/collide.vec
	$(BUILD)/host/fixcol-run < tests/vectors/collide.vec > tests/vectors/collide.expected
	$(PYTHON) $(ORACLE) check tests/vectors/collide.vec tests/vectors/collide.expected
	$(PYTHON) $(ORACLE) gen --seed 1 --count 1500 --edges --ops shapes > tests/vectors/shapes.vec
	$(BUILD)/host/fixcol-run < tests/vectors/shapes.vec > tests/vectors/shapes.expected
	$(PYTHON) $(ORACLE) check tests/vectors/shapes.vec tests/vectors/shapes.expected
	$(PYTHON) tools/mksubset.py 24 tests/vectors/ports/subset.vec \
	    tests/vectors/core.vec tests/vectors/geom.vec tests/vectors/collide.vec tests/vectors/shapes.vec
	$(PYTHON) tools/gen-walkvec.py > tests/vectors/ports/walk.vec
	$(BUILD)/host/fixcol-run < tests/vectors/ports/walk.vec > tests/vectors/ports/walk.expected
	$(PYTHON) $(ORACLE) check tests/vectors/ports/walk.vec tests/vectors/ports/walk.expected

# ---- bench (bench/) -----------------------------------------------------------
# make bench [SCENE=file.vec] [BENCH_TARGETS=host,m0,...]: the cost of each
# library call per query, on the host (callgrind instructions, cc -O2), on
# Cortex-M0/M3/M4 (qemu + build/host/libinsncount.so, the port's flags) and
# ARM7TDMI (qemu-arm user mode + the plugin), cycles on the GBA (its timers,
# under build/host/mgba-run; needs libmgba-dev, else left out with a note),
# the 6502 (sim65), the Z80 (ucsim sz80), the Game Boy (its timer, under
# mgba-run; a banked cartridge where 32 KB is too small), and host ns, each beside a
# plain float baseline where one can run and beside its goal. Each call goes
# through a wrapper in bench/calls.c, and each figure is the run with the
# calls minus the same run with their no-op twins (BENCHMARKS.md). Without
# SCENE, bench/gen_scene.py makes the scene (1000 queries of each kind).
# Prints each target's figures as it finishes, then a markdown table (also
# in build/bench/results.md). BENCH_TARGETS picks targets: host, m0, m3, m4,
# arm7, gba, 6502, z80, sm83 (default all). About 10 minutes on a busy
# 2-core machine (5 minutes of CPU).
# make bench-quick: host and Cortex-M0 only, fixcol only (no float baseline,
# no host ns), with the M0 stack of fc_poly_poly_mtv: for measuring again
# and again while optimising (about a minute; half a minute of CPU).
SCENE ?=
BENCH_TARGETS ?=
BENCH_ARGS = $(if $(SCENE),--scene $(SCENE)) $(if $(BENCH_TARGETS),--targets $(BENCH_TARGETS))
.PHONY: bench bench-quick
bench: $(BUILD)/host/libinsncount.so
	@sh tools/deps.sh bench
	@$(PYTHON) bench/bench.py --out $(BUILD)/bench $(BENCH_ARGS)
bench-quick: $(BUILD)/host/libinsncount.so
	@sh tools/deps.sh bench
	@$(PYTHON) bench/bench.py --out $(BUILD)/bench-quick --quick $(BENCH_ARGS)
# make bench-bodies: the broadphase over 1000 boxes (brute force, cold,
# with last frame's order) and moving an 8-gon: host callgrind counts,
# Cortex-M0 instructions (qemu) and GBA cycles (mGBA) where installed.
bench-bodies:
	@sh tools/bench-bodies.sh $(BUILD)/bench-bodies
# ---- end of bench --------------------------------------------------------------

# ---- packaging ----------------------------------------------------------------
# make lib                  build/lib/libfixcol.a, $(CC) -O2 on the host.
#                           FIXCOL_DEFS="-DFC_MAX_VERTS=32" builds with other
#                           options (and puts them in fixcol.pc's Cflags)
# make install [PREFIX=/usr/local] [DESTDIR=] [LIBDIR=] [INCLUDEDIR=]
#                           fixcol.h and fixcol/*.h, libfixcol.a and
#                           lib/pkgconfig/fixcol.pc (from fixcol.pc.in)
# make uninstall            removes what install put there (same variables)
# make single               build/single/fixcol.h, the single-header build
#                           (tools/amalgamate.py)
# make single-test          the single header and src/*.c warning-free with
#                           gcc and clang at -O2 and -O3 (-Werror), and
#                           every tests/unit/test_*.c compiled against the
#                           single header in each of those builds (both
#                           FC_WIDE_NATIVE values), run
# make examples             build/examples/hello, linked with libfixcol.a
# make arduino              build/arduino/fixcol/: an Arduino library folder
#                           (library.properties, src/fixcol.h single header,
#                           src/fixcol.c, examples/Collide)
# make check-version        library.json, library.properties, CHANGELOG.md and
#                           FC_VERSION_* all agree with FC_VERSION_STRING
# make package-test         all of these, pkg-config and CMake consumers
#                           (tools/package-test.sh; needs cmake, pkg-config)
# The version lives only in include/fixcol.h; everything else derives from it
# (fixcol.pc, CMakeLists.txt, the single header) or is checked against it.
FIXCOL_VERSION := $(shell sed -n 's/^.define FC_VERSION_STRING "\(.*\)"/\1/p' include/fixcol.h)
FIXCOL_DEFS    ?=
PREFIX     ?= /usr/local
DESTDIR    ?=
INCLUDEDIR ?= $(PREFIX)/include
LIBDIR     ?= $(PREFIX)/lib
PKG_LIB    := $(BUILD)/lib/libfixcol.a
PKG_OBJS   := $(patsubst src/%.c,$(BUILD)/lib/obj/%.o,$(SRC))
PKG_SINGLE := $(BUILD)/single/fixcol.h
# fixcol.pc keeps ${prefix}-relative paths where it can.
PKG_PC_LIBDIR = $(if $(filter $(PREFIX)/lib,$(LIBDIR)),$${prefix}/lib,$(LIBDIR))
PKG_PC_INCDIR = $(if $(filter $(PREFIX)/include,$(INCLUDEDIR)),$${prefix}/include,$(INCLUDEDIR))
# Unit tests that reach past the umbrella header cannot use the single
# header; they are built against include/ and src/ instead (test_internal).
PKG_SINGLE_SKIP  := $(patsubst tests/unit/%.c,%,$(if $(UNITS),$(shell grep -l -E '^[[:space:]]*\#[[:space:]]*include[[:space:]]*[<"](fixcol/|internal\.h|\.\./)' $(wildcard tests/unit/test_*.c))))
PKG_SINGLE_UNITS := $(filter-out $(PKG_SINGLE_SKIP),$(UNITS))
PKG_SINGLE_WIDE  := 1 0

.PHONY: lib install uninstall single single-test single-test-run examples arduino \
        check-version package-test fixcol-pkg-force

lib: $(PKG_LIB)

# Rebuilds the objects when FIXCOL_DEFS changes.
$(BUILD)/lib/defs.stamp: fixcol-pkg-force
	@mkdir -p $(@D)
	@echo '$(FIXCOL_DEFS)' | cmp -s - $@ || echo '$(FIXCOL_DEFS)' > $@
fixcol-pkg-force:

$(BUILD)/lib/obj/%.o: src/%.c $(HDRS) src/internal.h $(BUILD)/lib/defs.stamp
	@mkdir -p $(@D)
	$(CC) $(WARN) -O2 $(FIXCOL_DEFS) -Iinclude -c $< -o $@

$(PKG_LIB): $(PKG_OBJS)
	@rm -f $@
	$(AR) rcs $@ $(PKG_OBJS)

install: $(PKG_LIB)
	install -d $(DESTDIR)$(INCLUDEDIR)/fixcol $(DESTDIR)$(LIBDIR)/pkgconfig
	install -m 644 include/fixcol.h $(DESTDIR)$(INCLUDEDIR)/fixcol.h
	install -m 644 $(sort $(wildcard include/fixcol/*.h)) $(DESTDIR)$(INCLUDEDIR)/fixcol/
	install -m 644 $(PKG_LIB) $(DESTDIR)$(LIBDIR)/libfixcol.a
	sed -e 's|@PC_PREFIX@|$(PREFIX)|' -e 's|@PC_LIBDIR@|$(PKG_PC_LIBDIR)|' \
	    -e 's|@PC_INCLUDEDIR@|$(PKG_PC_INCDIR)|' -e 's|@PC_VERSION@|$(FIXCOL_VERSION)|' \
	    -e 's|@PC_DEFS@|$(if $(FIXCOL_DEFS), $(FIXCOL_DEFS))|' \
	    fixcol.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/fixcol.pc
	chmod 644 $(DESTDIR)$(LIBDIR)/pkgconfig/fixcol.pc

uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/fixcol.h \
	    $(addprefix $(DESTDIR)$(INCLUDEDIR)/fixcol/,$(notdir $(wildcard include/fixcol/*.h))) \
	    $(DESTDIR)$(LIBDIR)/libfixcol.a $(DESTDIR)$(LIBDIR)/pkgconfig/fixcol.pc
	-rmdir $(DESTDIR)$(INCLUDEDIR)/fixcol 2>/dev/null || true

single: $(PKG_SINGLE)

$(PKG_SINGLE): $(SRC) $(HDRS) src/internal.h tools/amalgamate.py
	$(PYTHON) tools/amalgamate.py $@

# make single-test: the single header and every library source compile
# without a warning (-Wall -Wextra and the library's stricter flags,
# -Werror) with gcc and clang at -O2 and -O3, for both FC_WIDE_NATIVE
# values; every unit test and the runner are linked with the single
# header's implementation from each of those builds and run (the tests'
# own code is compiled once per compiler and FC_WIDE_NATIVE, at -O1).
# build/single first on the include path (and not include/), so
# "fixcol.h" is the single header; one translation unit holds the
# implementation.
PKG_SINGLE_CCS  := gcc clang
PKG_SINGLE_OPTS := O2 O3
PKG_SINGLE_CFGS := $(foreach c,$(PKG_SINGLE_CCS),$(foreach o,$(PKG_SINGLE_OPTS),$(foreach w,$(PKG_SINGLE_WIDE),$(c)-$(o)-w$(w))))
# The parts of a configuration name: compiler, -O level, FC_WIDE_NATIVE.
pkg_cc   = $(word 1,$(subst -, ,$(1)))
pkg_opt  = -$(word 2,$(subst -, ,$(1)))
pkg_wide = $(patsubst w%,%,$(word 3,$(subst -, ,$(1))))
# The tests' objects: one set per compiler and FC_WIDE_NATIVE.
pkg_objs = $(BUILD)/single/$(call pkg_cc,$(1))-w$(call pkg_wide,$(1))
PKG_SINGLE_OBJCFGS := $(foreach c,$(PKG_SINGLE_CCS),$(foreach w,$(PKG_SINGLE_WIDE),$(c)-O1-w$(w)))

single-test: deps
	@$(MAKE) --no-print-directory $(JOBFLAG) single-test-run

$(BUILD)/single/impl.c:
	@mkdir -p $(@D)
	@printf '#define FIXCOL_IMPLEMENTATION\n#include "fixcol.h"\n' > $@

define PKG_SINGLE_RULES
$(BUILD)/single/$(1)/impl.o: $(PKG_SINGLE) $(BUILD)/single/impl.c
	@mkdir -p $$(@D)
	$$(call say,CC,$$@)
	$(Q)$(call pkg_cc,$(1)) $(WARN) $(call pkg_opt,$(1)) -DFC_WIDE_NATIVE=$(call pkg_wide,$(1)) \
	    -I$(BUILD)/single -c $(BUILD)/single/impl.c -o $$@

# Each library source alone, as a library build compiles it.
$(BUILD)/single/$(1)/src/%.o: src/%.c $(LIB_HDRS)
	@mkdir -p $$(@D)
	$(Q)$(call pkg_cc,$(1)) $(WARN) $(call pkg_opt,$(1)) -DFC_WIDE_NATIVE=$(call pkg_wide,$(1)) \
	    -Iinclude -c $$< -o $$@

$(BUILD)/single/$(1)/src.stamp: $(patsubst src/%.c,$(BUILD)/single/$(1)/src/%.o,$(SRC))
	$$(call say,SRC,$(1): src/*.c)
	@touch $$@

$(BUILD)/single/$(1)/%: $(call pkg_objs,$(1))/unit/%.o $(BUILD)/single/$(1)/impl.o
	$$(call say,LINK,$$@)
	$(Q)$(call pkg_cc,$(1)) $$^ -o $$@ -lcmocka -lm

# The conformance runner on the single header, for the committed vectors.
$(BUILD)/single/$(1)/fixcol-run: $(patsubst tests/vectors/%.c,$(call pkg_objs,$(1))/run/%.o,$(RUN_SRC) tests/vectors/run_host.c) \
        $(BUILD)/single/$(1)/impl.o
	$$(call say,LINK,$$@)
	$(Q)$(call pkg_cc,$(1)) $$^ -o $$@

PKG_SINGLE_BINS   += $(addprefix $(BUILD)/single/$(1)/,$(PKG_SINGLE_UNITS))
PKG_SINGLE_RUNS   += $(BUILD)/single/$(1)/fixcol-run
PKG_SINGLE_STAMPS += $(BUILD)/single/$(1)/src.stamp
endef
$(foreach c,$(PKG_SINGLE_CFGS),$(eval $(call PKG_SINGLE_RULES,$(c))))

define PKG_SINGLE_OBJ_RULES
$(call pkg_objs,$(1))/unit/%.o: tests/unit/%.c tests/unit/test_rng.h $(PKG_SINGLE)
	@mkdir -p $$(@D)
	$(Q)$(call pkg_cc,$(1)) $(UNITWARN) -O1 -DFC_WIDE_NATIVE=$(call pkg_wide,$(1)) -I$(BUILD)/single -c $$< -o $$@

$(call pkg_objs,$(1))/run/%.o: tests/vectors/%.c $(RUN_HDRS) $(PKG_SINGLE)
	@mkdir -p $$(@D)
	$(Q)$(call pkg_cc,$(1)) $(WARN) -O1 -DFC_WIDE_NATIVE=$(call pkg_wide,$(1)) -I$(BUILD)/single -Itests/vectors \
	    -c $$< -o $$@

PKG_SINGLE_OBJS += $(patsubst %,$(call pkg_objs,$(1))/unit/%.o,$(PKG_SINGLE_UNITS))
endef
$(foreach c,$(PKG_SINGLE_OBJCFGS),$(eval $(call PKG_SINGLE_OBJ_RULES,$(c))))
# Kept between runs (make would delete them as intermediate files).
.SECONDARY: $(PKG_SINGLE_OBJS)

$(BUILD)/single/normal/%: tests/unit/%.c $(SRC) $(HDRS)
	@mkdir -p $(@D)
	$(call say,LINK,$@)
	$(Q)$(CC) $(UNITWARN) -O2 -Iinclude $< $(SRC) -o $@ -lcmocka -lm

single-test-run: $(PKG_SINGLE_STAMPS) $(PKG_SINGLE_BINS) $(PKG_SINGLE_RUNS) \
        $(addprefix $(BUILD)/single/normal/,$(PKG_SINGLE_SKIP))
	@for t in $(PKG_SINGLE_SKIP); do \
	    echo "note: $$t includes a fixcol sub-header or src/ directly; built against include/ and src/"; done
	@pass=0; fail=0; for b in $(PKG_SINGLE_BINS) $(addprefix $(BUILD)/single/normal/,$(PKG_SINGLE_SKIP)); do \
	    if $$b > $$b.log 2>&1 && ! grep -q 'FAILED TEST' $$b.log; then pass=$$((pass + 1)); \
	    else fail=$$((fail + 1)); echo "FAILED: $$b"; cat $$b.log; fi; \
	done; \
	for r in $(PKG_SINGLE_RUNS); do for f in $(VECTORS); do \
	    if $$r < $$f > $$r.$$(basename $$f .vec).answers && cmp -s $$r.$$(basename $$f .vec).answers $${f%.vec}.expected; \
	    then pass=$$((pass + 1)); else fail=$$((fail + 1)); echo "FAILED: $$r < $$f"; \
	        $(PYTHON) $(ORACLE) compare $$f $${f%.vec}.expected $$r.$$(basename $$f .vec).answers 2>&1 | tail -n 12; fi; \
	done; done; \
	echo "single-test: $$pass passed, $$fail failed (tests/unit/test_*.c and the committed vectors against $(PKG_SINGLE); the header and src/*.c warning-free (-Wall -Wextra -Werror) with {$(PKG_SINGLE_CCS)} x {$(patsubst %,-%,$(PKG_SINGLE_OPTS))}, FC_WIDE_NATIVE=$(PKG_SINGLE_WIDE))"; \
	test $$fail = 0

examples: $(BUILD)/examples/hello

$(BUILD)/examples/hello: examples/hello/hello.c $(HDRS) $(PKG_LIB)
	@mkdir -p $(@D)
	$(CC) $(WARN) -O2 $(FIXCOL_DEFS) -Iinclude $< $(PKG_LIB) -o $@

# Arduino compiles a library's src/ (headers in include/ are not on its
# path), so the export carries the single header and one .c file that
# compiles the implementation as C.
PKG_ARDUINO := $(BUILD)/arduino/fixcol
arduino: $(PKG_SINGLE) library.properties examples/arduino/Collide/Collide.ino
	rm -rf $(PKG_ARDUINO)
	mkdir -p $(PKG_ARDUINO)/src $(PKG_ARDUINO)/examples/Collide
	cp library.properties $(PKG_ARDUINO)/
	cp $(PKG_SINGLE) $(PKG_ARDUINO)/src/fixcol.h
	printf '// The fixcol implementation, compiled as C (see fixcol.h).\n#define FIXCOL_IMPLEMENTATION\n#include "fixcol.h"\n' \
	    > $(PKG_ARDUINO)/src/fixcol.c
	cp examples/arduino/Collide/Collide.ino $(PKG_ARDUINO)/examples/Collide/
	@echo "Arduino library in $(PKG_ARDUINO) (zip that folder for Sketch > Include Library > Add .ZIP Library)"

check-version:
	@v='$(FIXCOL_VERSION)'; fail=0; \
	test -n "$$v" || { echo "check-version: no FC_VERSION_STRING in include/fixcol.h"; exit 1; }; \
	m=$$(sed -n 's/^.define FC_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)$$/\2/p' include/fixcol.h | paste -sd.); \
	[ "$$m" = "$$v" ] || { echo "include/fixcol.h: FC_VERSION_MAJOR/MINOR/PATCH give $$m, FC_VERSION_STRING is $$v"; fail=1; }; \
	j=$$(sed -n 's/^  "version": "\(.*\)",*$$/\1/p' library.json); \
	[ "$$j" = "$$v" ] || { echo "library.json: version '$$j', include/fixcol.h says $$v"; fail=1; }; \
	p=$$(sed -n 's/^version=//p' library.properties); \
	[ "$$p" = "$$v" ] || { echo "library.properties: version '$$p', include/fixcol.h says $$v"; fail=1; }; \
	c=$$(sed -n 's/^## \[\([0-9][^]]*\)\].*/\1/p' CHANGELOG.md | head -n 1); \
	[ "$$c" = "$$v" ] || { echo "CHANGELOG.md: latest entry '$$c', include/fixcol.h says $$v"; fail=1; }; \
	[ $$fail = 0 ] && echo "check-version: $$v everywhere (include/fixcol.h, library.json, library.properties, CHANGELOG.md)"; \
	exit $$fail

package-test:
	@sh tools/package-test.sh
# ---- end of packaging ----------------------------------------------------------

# ---- reliability: soak, fuzz, analyze ----------------------------------------
# make soak [N=1000000] [SEED=s] [SOAK_BATCH=100000] [SOAK_JOBS=2]
#                      N random queries over every op, in batches of
#                      SOAK_BATCH (bounded memory), SOAK_JOBS at a time:
#                      oracle gen, the gcc-native ASan+UBSan runner, oracle
#                      check; batch i uses seed SEED+i. Fails on any
#                      mismatch (failing batches kept in build/soak/).
#                      About 45 s for a million on 2 cores.
# make fuzz [FUZZ_SECONDS=300]   libFuzzer (clang, ASan+UBSan):
#                      build/fuzz/fuzz_runner (query text into fc_run) and
#                      build/fuzz/fuzz_api (raw structs into the public API),
#                      each for FUZZ_SECONDS, seeded from tests/fuzz/corpus/;
#                      crashes land in build/fuzz/<name>-crash-*
# make fuzz-ci         the same, 60 s each (CI: 2 minutes in all)
# make analyze         cppcheck --enable=all (tools/cppcheck.supp), cppcheck's
#                      MISRA C:2012 addon (deviations: tools/misra.supp,
#                      recorded in docs/MISRA.md), clang-tidy (.clang-tidy),
#                      gcc -fanalyzer over src/*.c, each for FC_WIDE_NATIVE=1
#                      and 0; fails on any finding.
.PHONY: soak fuzz fuzz-ci fuzz-build analyze coverage

SOAK_N      = $(if $(filter command line,$(origin N)),$(N),1000000)
SOAK_BATCH ?= 100000
SOAK_JOBS  ?= 2
SOAK_RUN   := $(BUILD)/test/gcc-native/fixcol-run

soak: $(SOAK_RUN)
	@mkdir -p $(BUILD)/soak
	@rm -f $(BUILD)/soak/*
	@seed=$(SEED); n=$(SOAK_N); b=$(SOAK_BATCH); \
	batches=$$(( (n + b - 1) / b )); \
	echo "soak: N=$$n SEED=$$seed ($$batches batches of up to $$b, $(SOAK_JOBS) at a time, $(SOAK_RUN))"; \
	start=$$(date +%s); i=0; \
	while [ $$i -lt $$batches ]; do \
	    j=0; \
	    while [ $$j -lt $(SOAK_JOBS) ] && [ $$i -lt $$batches ]; do \
	        c=$$b; [ $$(( (i + 1) * b )) -gt $$n ] && c=$$(( n - i * b )); \
	        s=$$(( seed + i )); f=$(BUILD)/soak/b$$i; \
	        ( $(PYTHON) $(ORACLE) gen --seed $$s --count $$c --ops all > $$f.vec && \
	          $(SOAK_RUN) < $$f.vec > $$f.ans && \
	          $(PYTHON) $(ORACLE) check $$f.vec $$f.ans > $$f.res 2> $$f.err; \
	          echo "rc=$$? seed=$$s" >> $$f.res ) & \
	        i=$$((i + 1)); j=$$((j + 1)); \
	    done; \
	    wait; \
	done; \
	pass=0; failn=0; bad=0; \
	for r in $(BUILD)/soak/b*.res; do \
	    p=$$(sed -n 's/^check: \([0-9]*\) passed, \([0-9]*\) failed$$/\1/p' $$r); \
	    q=$$(sed -n 's/^check: \([0-9]*\) passed, \([0-9]*\) failed$$/\2/p' $$r); \
	    if [ -z "$$p" ] || ! grep -q '^rc=0 ' $$r; then \
	        bad=$$((bad + 1)); echo "soak: batch $$r failed:"; cat $$r $${r%.res}.err | head -n 25; \
	    else rm -f $${r%.res}.vec $${r%.res}.ans; fi; \
	    pass=$$((pass + $${p:-0})); failn=$$((failn + $${q:-0})); \
	done; \
	echo "soak: $$pass passed, $$failn mismatches, $$bad failed batches, $$(( $$(date +%s) - start )) s (SEED=$$seed)"; \
	[ $$bad = 0 ] && [ $$failn = 0 ] && [ $$pass = $$n ]

FUZZ_SECONDS ?= 300
# An input that runs longer than this (seconds) is a failure: a hang.
FUZZ_TIMEOUT ?= 10
FUZZ_CC    := clang
FUZZ_FLAGS := -std=c99 -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined \
              -fno-sanitize-recover=all -Wall -Wextra -Werror -Iinclude -Itests/vectors
FUZZERS    := fuzz_runner fuzz_api

$(BUILD)/fuzz/fuzz_runner: tests/fuzz/fuzz_runner.c $(SRC) $(HDRS) $(RUN_SRC) $(RUN_HDRS)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(SRC) $(RUN_SRC) $< -o $@

$(BUILD)/fuzz/fuzz_api: tests/fuzz/fuzz_api.c $(SRC) $(HDRS)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(SRC) $< -o $@

fuzz-build:
	@sh tools/deps.sh reliability
	@$(MAKE) --no-print-directory $(addprefix $(BUILD)/fuzz/,$(FUZZERS))

# Each fuzzer grows its own corpus in build/fuzz/corpus-<name>, seeded
# from tests/fuzz/corpus/<runner|api>; exit status 0 only when none crashed.
fuzz: fuzz-build
	@fail=0; for f in $(FUZZERS); do \
	    seeds=tests/fuzz/corpus/$${f#fuzz_}; mkdir -p $(BUILD)/fuzz/corpus-$$f; \
	    echo "fuzz: $$f for $(FUZZ_SECONDS) s"; \
	    $(BUILD)/fuzz/$$f -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -print_final_stats=1 \
	        -artifact_prefix=$(BUILD)/fuzz/$$f- $(BUILD)/fuzz/corpus-$$f $$seeds \
	        > $(BUILD)/fuzz/$$f.log 2>&1 || { fail=1; echo "fuzz: $$f FAILED, see $(BUILD)/fuzz/$$f.log"; \
	        grep -E 'ERROR|SUMMARY|artifact|Test unit' $(BUILD)/fuzz/$$f.log; }; \
	    grep -E '^stat::number_of_executed_units|^stat::peak_rss' $(BUILD)/fuzz/$$f.log; \
	done; exit $$fail

fuzz-ci:
	@$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=60

ANALYZE_CPPCHECK := cppcheck --enable=all --std=c99 --inline-suppr --quiet --error-exitcode=1 \
                    --suppressions-list=tools/cppcheck.supp \
                    --template='{file}:{line}: {severity}: {message} [{id}]' -Iinclude
# MISRA C:2012 through cppcheck's misra addon (no rule texts: a finding
# names its rule, e.g. [misra-c2012-10.4]; docs/MISRA.md).
ANALYZE_MISRA    := cppcheck --addon=misra --std=c99 --inline-suppr --quiet --error-exitcode=1 \
                    --suppressions-list=tools/misra.supp \
                    --template='{file}:{line}: {severity}: {message} [{id}]' -Iinclude
ANALYZE_GCC      := gcc -std=c99 -fanalyzer -Werror -Wall -Wextra -Iinclude

analyze:
	@sh tools/deps.sh reliability
	@mkdir -p $(BUILD)/analyze
	@fail=0; for w in 1 0; do \
	    echo "analyze: cppcheck FC_WIDE_NATIVE=$$w"; \
	    $(ANALYZE_CPPCHECK) -DFC_WIDE_NATIVE=$$w src/ || fail=1; \
	    echo "analyze: cppcheck MISRA C:2012 FC_WIDE_NATIVE=$$w"; \
	    $(ANALYZE_MISRA) -DFC_WIDE_NATIVE=$$w src/ || fail=1; \
	    echo "analyze: clang-tidy FC_WIDE_NATIVE=$$w"; \
	    clang-tidy --quiet $(SRC) -- -std=c99 -Iinclude -DFC_WIDE_NATIVE=$$w \
	        > $(BUILD)/analyze/tidy-w$$w.txt 2>&1 || fail=1; \
	    grep -v -E '^[0-9]+ warnings? (and [0-9]+ errors? )?generated' $(BUILD)/analyze/tidy-w$$w.txt; \
	    echo "analyze: gcc -fanalyzer FC_WIDE_NATIVE=$$w"; \
	    for f in $(SRC); do $(ANALYZE_GCC) -DFC_WIDE_NATIVE=$$w -c $$f -o /dev/null || fail=1; done; \
	done; \
	if [ $$fail = 0 ]; then echo "analyze: clean"; else echo "analyze: findings above"; fi; exit $$fail
# Line and branch coverage of src/ over the unit tests and every committed
# vector, both wide-arithmetic builds merged (gcc --coverage, gcov's JSON).
COV_MIN_LINES    ?= 100
COV_MIN_BRANCHES ?= 95
coverage: deps
	@sh tools/coverage.sh $(BUILD)/coverage $(COV_MIN_LINES) $(COV_MIN_BRANCHES)

# ---- end of reliability ----------------------------------------------------------

clean:
	rm -rf $(BUILD)
