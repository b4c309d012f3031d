#!/bin/sh
# install-check.sh -- "make install" into a temporary PREFIX, a program
# built against the installed tree through the specs file, pkg-config
# and the CMake package, then "make uninstall".
# Copyright (C) 2026 The gpugen authors.
#
# This file is part of gpugen, a GCC plugin; it is free software under
# the GNU General Public License version 3 or later (see COPYING).
#
# Each program runs its loop nest on the CPU emulator (built with
# -fplugin-arg-gpugen-emulate, run with GPUGEN_EMULATE=1 and
# GPUGEN_PROFILE=1) without LD_LIBRARY_PATH: it must print the right
# result and launch a kernel.  The pkg-config and CMake checks are
# UNSUPPORTED when pkg-config or cmake is missing.  Prints PASS/FAIL
# lines; exits non-zero on a FAIL.  Usage: install-check.sh TOP

set -u
top=$1
CC=${CC:-gcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/gpugen-install-check-XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
prefix=$work/prefix
fails=0
pass () { echo "PASS: install-check: $1"; }
fail () { echo "FAIL: install-check: $1"; fails=$((fails + 1)); }

cat > "$work/prog.c" <<'SRC'
#include <stdio.h>
#include <gpugen.h>
double y[4096];
__attribute__ ((noipa)) double id (double x) { return x; }
int
main (void)
{
  for (int i = 0; i < 4096; i++)
    y[i] = 0.5 * i;
  double s = 0;
  for (int i = 0; i < 4096; i += 97)
    s += id (y[i]);
  printf ("%.1f %s\n", s, gpugen_backend ());
  return 0;
}
SRC

# run_prog NAME EXE: run EXE on the emulator; it must print the sum and
# report a kernel launch.
run_prog () {
  out=$(env -u LD_LIBRARY_PATH GPUGEN_EMULATE=1 GPUGEN_PROFILE=1 "$2" 2>&1)
  case $out in
    "43795.5 emulator"*"kernel launches on emulator"*)
      if echo "$out" | grep -q "gpugen: 0 kernel launches"; then
	fail "$1 launches no kernel: $out"
      else
	pass "$1"
      fi ;;
    *) fail "$1 prints: $out" ;;
  esac
}

if env -u MAKEFLAGS -u MAKELEVEL make -s -C "$top" install PREFIX="$prefix" \
     > "$work/install.log" 2>&1; then
  pass "make install PREFIX"
else
  fail "make install PREFIX"; cat "$work/install.log"; exit 1
fi
for f in lib/gpugen/gpugen.so lib/gpugen/gpugen.specs lib/libgpugen.so \
	 lib/libgpugen.a include/gpugen.h bin/gpugen-info \
	 lib/pkgconfig/gpugen.pc lib/cmake/gpugen/gpugenConfig.cmake; do
  [ -f "$prefix/$f" ] || fail "installed $f"
done

# The specs file: one command.
if $CC -O2 -specs="$prefix/lib/gpugen/gpugen.specs" \
     -fplugin-arg-gpugen-emulate "$work/prog.c" -o "$work/p-specs" \
     > "$work/specs.log" 2>&1; then
  run_prog "specs file" "$work/p-specs"
else
  fail "specs file: compile"; cat "$work/specs.log"
fi

# pkg-config.
if command -v pkg-config > /dev/null; then
  export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
  if $CC -O2 $(pkg-config --cflags gpugen) -fplugin-arg-gpugen-emulate \
       "$work/prog.c" -o "$work/p-pc" $(pkg-config --libs gpugen) \
       > "$work/pc.log" 2>&1; then
    run_prog "pkg-config" "$work/p-pc"
  else
    fail "pkg-config: compile"; cat "$work/pc.log"
  fi
else
  echo "UNSUPPORTED: install-check: pkg-config (not installed)"
fi

# The CMake package.
if command -v cmake > /dev/null; then
  mkdir -p "$work/cm"
  cp "$work/prog.c" "$work/cm/prog.c"
  cat > "$work/cm/CMakeLists.txt" <<'CM'
cmake_minimum_required(VERSION 3.13)
project(gpugen_install_check C)
find_package(gpugen 0.1 REQUIRED)
add_executable(prog prog.c)
target_compile_options(prog PRIVATE -fplugin-arg-gpugen-emulate)
target_link_libraries(prog PRIVATE gpugen::gpugen)
CM
  if (cd "$work/cm" && cmake -S . -B build -DCMAKE_C_COMPILER="$CC" \
	-DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" \
	&& cmake --build build) > "$work/cmake.log" 2>&1; then
    run_prog "cmake find_package(gpugen)" "$work/cm/build/prog"
  else
    fail "cmake: configure and build"; cat "$work/cmake.log"
  fi
else
  echo "UNSUPPORTED: install-check: cmake (not installed)"
fi

if env -u MAKEFLAGS -u MAKELEVEL make -s -C "$top" uninstall \
     PREFIX="$prefix" > "$work/uninstall.log" 2>&1 \
   && [ -z "$(find "$prefix" -type f 2>/dev/null)" ]; then
  pass "make uninstall PREFIX"
else
  fail "make uninstall PREFIX leaves: $(find "$prefix" -type f)"
fi
[ $fails -eq 0 ]
