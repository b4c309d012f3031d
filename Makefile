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

.PHONY: all plugin runtime check check-examples install clean examples \
	bench bench-check

all: plugin runtime

plugin:
	$(MAKE) -C plugin

runtime:
	$(MAKE) -C runtime

# The DejaGnu suite, then every gpubench program at the small size with
# its kernels on the CPU emulator: each must verify and must have run its
# main loop nests as kernels (bench/SCOP-STATUS.md).
check: all
	$(MAKE) -C testsuite check
	GPUGEN_EMULATE=1 $(MAKE) -C bench check BUILD=build-emu \
	  GPUGEN_FLAGS=-fplugin-arg-gpugen-emulate REQUIRE_OFFLOAD=1

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

install: all
	$(MAKE) -C plugin install
	$(MAKE) -C runtime install

clean:
	$(MAKE) -C plugin clean
	$(MAKE) -C runtime clean
	-$(MAKE) -C testsuite clean
	-$(MAKE) -C examples clean
	-$(MAKE) -C bench clean
