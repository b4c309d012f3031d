# gpugen top-level Makefile.
#
# "make" builds the GCC plugin (plugin/gpugen.so) and the runtime
# (runtime/libgpugen.so, runtime/libgpugen.a, runtime/gpugen-info).
# "make check" runs the DejaGnu suite and gpubench's programs on the CPU
# emulator; "make install PREFIX=..." installs.
# Each directory owns its own Makefile; this one only delegates.

CC ?= gcc
ifeq ($(origin CC),default)
CC = gcc
endif
CXX ?= g++
FC ?= gfortran
ifeq ($(origin FC),default)
FC = gfortran
endif
PREFIX ?= /usr/local

export CC CXX FC PREFIX

.PHONY: all plugin runtime specs check check-examples install uninstall \
	clean examples bench bench-check fuzz fuzz-check

all: plugin runtime specs

plugin:
	$(MAKE) -C plugin

# gpugen.specs for the build tree: gcc -O2 -specs=$(CURDIR)/gpugen.specs
specs:
	$(MAKE) -C pkg

runtime:
	$(MAKE) -C runtime

# The DejaGnu suite, then every gpubench program at the small size with
# its kernels on the CPU emulator: each must verify and must have run its
# main loop nests as kernels (bench/SCOP-STATUS.md), then the fixed-seed
# sample of the random differential tester (fuzz/README.md).  With
# GPUGEN_EMU_STRICT=1 a program in which the emulator reports an error
# (an out-of-bounds access, an uninitialised device read) exits with
# status 86 instead of quietly running its host path: the test fails
# (gpugen.emu's tests of those reports run without it).
check: all
	GPUGEN_EMU_STRICT=1 $(MAKE) -C testsuite check
	$(MAKE) -C testsuite check-tools
	GPUGEN_EMU_STRICT=1 GPUGEN_EMULATE=1 $(MAKE) -C bench check \
	  BUILD=build-emu GPUGEN_FLAGS=-fplugin-arg-gpugen-emulate \
	  REQUIRE_OFFLOAD=1
	bench/opt-parity.sh plugin/gpugen.so
	$(MAKE) fuzz-check

# The random differential tester: "make fuzz N=5000 SEED=1 J=2" compiles
# N generated programs (seeds SEED...) with and without the plugin, runs
# them (the gpugen build on the emulator) and compares their results;
# failures go to fuzz/failures/, reduced with REDUCE=1; FUZZ_LANG=f90
# prints the programs as Fortran; GPUGEN_FUZZ_OPT=-O3 (environment)
# builds both at -O3 instead of -O2; FUZZ_EXT=1 generates the extended
# class of programs (fuzz/gen.py's EXT, C and Fortran), FUZZ_EXT=2 that
# class with session 18's shapes too (EXT2), FUZZ_EXT=3 that with session
# 19's too (EXT3).  fuzz-check, part of check, runs the
# fixed sample: FUZZ_CHECK_N C programs, FUZZ_CHECK_NF Fortran ones and
# FUZZ_CHECK_NE C programs of the extended class, from seed 1.
N ?= 500
SEED ?= 1
J ?= 2
FUZZ_LANG ?= c
FUZZ_CHECK_N ?= 200
FUZZ_CHECK_NF ?= 40
FUZZ_CHECK_NE ?= 40

fuzz: all
	python3 fuzz/fuzz.py --lang $(FUZZ_LANG) $(if $(filter 1,$(FUZZ_EXT)),--ext) $(if $(filter 2,$(FUZZ_EXT)),--ext2) \
	  $(if $(filter 3,$(FUZZ_EXT)),--ext3) \
	  run --seed $(SEED) -n $(N) -j $(J) $(if $(filter 1,$(REDUCE)),--reduce)

fuzz-check: all
	python3 fuzz/fuzz.py selftest
	python3 fuzz/fuzz.py --lang c run --seed 1 -n $(FUZZ_CHECK_N) -j $(J) \
	  && python3 fuzz/fuzz.py --lang f90 run --seed 1 \
	       -n $(FUZZ_CHECK_NF) -j $(J) \
	  && python3 fuzz/fuzz.py --lang c --ext run --seed 1 \
	       -n $(FUZZ_CHECK_NE) -j $(J)

examples: all
	$(MAKE) -C examples

# Build every example with and without the plugin and compare results.
check-examples: all
	$(MAKE) -C examples run

# The benchmark suite: "bench" builds both variants of every kernel and,
# on a GPU machine, runs and reports them (bench/results/README.md);
# bench-check runs them all at the small size and verifies the results.
bench: all
	$(MAKE) -C bench bench

bench-check: all
	$(MAKE) -C bench check

# Everything under PREFIX (no root needed for a PREFIX of one's own):
# lib/gpugen/{gpugen.so,gpugen.specs}, lib/libgpugen.{so,a},
# lib/pkgconfig/gpugen.pc, lib/cmake/gpugen/, include/, bin/gpugen-info.
install: all
	$(MAKE) -C plugin install
	$(MAKE) -C pkg install
	$(MAKE) -C runtime install

uninstall:
	$(MAKE) -C pkg uninstall
	$(MAKE) -C plugin uninstall
	$(MAKE) -C runtime uninstall

clean:
	$(MAKE) -C plugin clean
	$(MAKE) -C runtime clean
	$(MAKE) -C pkg clean
	-$(MAKE) -C testsuite clean
	-$(MAKE) -C examples clean
	-$(MAKE) -C bench clean
