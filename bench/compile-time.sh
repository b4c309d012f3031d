#!/bin/sh
# compile-time.sh -- what the gpugen plugin adds to the time of a compile.
# Copyright (C) 2026 The gpugen authors.
#
# This file is part of gpugen, a GCC plugin; it is free software under
# the GNU General Public License version 3 or later (see COPYING).
#
# Compiles every unit of bench/c (and, as units without kernels,
# bench/common/*.c and runtime/*.c) with "gcc -O2 -c", with and without
# the plugin, REPEAT times each (default 3), and takes each unit's
# median wall time.  A unit "has kernels" when the plugin's object
# defines __gpugen_fatbin.  It prints one line per unit and then
#
#   with kernels, cold cache: median extra S s over N units
#   with kernels, warm cache: median extra S s over N units
#   without kernels: median extra P % over N units
#
# "cold" compiles with -fplugin-arg-gpugen-cache=0 (nvcc runs every
# time: the first build of a unit, or any build of a changed one);
# "warm" with the cache of device images (cache-dir= in a temporary
# directory, filled by the first of the repeats, which is not counted).
#
#   bench/compile-time.sh                   default options
#   PLUGIN_ARGS="-fplugin-arg-gpugen-arch=80,90" bench/compile-time.sh
#   REPEAT=5 UNITS="bench/c/gemm.c" bench/compile-time.sh
#
# Run it from the top of the tree after "make"; nvcc must be installed.

set -u
top=$(cd "$(dirname "$0")/.." && pwd)
CC=${CC:-gcc}
REPEAT=${REPEAT:-3}
PLUGIN=${PLUGIN:-$top/plugin/gpugen.so}
PLUGIN_ARGS=${PLUGIN_ARGS:-}
UNITS=${UNITS:-"$top/bench/c/*.c $top/bench/common/*.c $top/runtime/*.c"}
CFLAGS="-O2 -std=gnu11 -I$top/bench/common -I$top/include -I$top/runtime"

test -f "$PLUGIN" || { echo "compile-time.sh: $PLUGIN missing; run make" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/gpugen-ctime-XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

# now: the time in milliseconds.
now () { date +%s%3N; }

# median: the median of the numbers on standard input.
median () {
  sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan";
    else if (NR % 2) print v[(NR + 1) / 2];
    else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# time_ms SRC FLAGS...: the median wall time of REPEAT compiles of SRC
# in milliseconds.
time_ms () {
  src=$1; shift
  i=0
  while [ $i -lt "$REPEAT" ]; do
    t0=$(now)
    $CC $CFLAGS "$@" -c "$src" -o "$work/unit.o" 2>/dev/null
    t1=$(now)
    echo $((t1 - t0))
    i=$((i + 1))
  done | median
}

plugin="-fplugin=$PLUGIN $PLUGIN_ARGS"
: > "$work/with-cold"; : > "$work/with-warm"; : > "$work/without"
printf '%-28s %8s %8s %8s  %s\n' unit plain cold warm kernels
for src in $UNITS; do
  $CC $CFLAGS $plugin -c "$src" -o "$work/probe.o" 2>/dev/null || continue
  if nm "$work/probe.o" | grep -q __gpugen_fatbin; then k=yes; else k=no; fi
  plain=$(time_ms "$src")
  cold=$(time_ms "$src" $plugin -fplugin-arg-gpugen-cache=0)
  # Fill the cache, then time.
  $CC $CFLAGS $plugin -fplugin-arg-gpugen-cache-dir="$work/cache" \
    -c "$src" -o "$work/unit.o" 2>/dev/null
  warm=$(time_ms "$src" $plugin -fplugin-arg-gpugen-cache-dir="$work/cache")
  printf '%-28s %8s %8s %8s  %s\n' "$(basename "$src")" "$plain" "$cold" \
    "$warm" $k
  if [ $k = yes ]; then
    echo $((cold - plain)) >> "$work/with-cold"
    echo $((warm - plain)) >> "$work/with-warm"
  else
    awk -v p="$plain" -v c="$cold" 'BEGIN { print (p > 0 ? 100 * (c - p) / p : 0) }' \
      >> "$work/without"
  fi
done
n1=$(wc -l < "$work/with-cold"); n2=$(wc -l < "$work/without")
echo "with kernels, cold cache: median extra $(median < "$work/with-cold" | awk '{ printf "%.2f", $1 / 1000 }') s over $n1 units"
echo "with kernels, warm cache: median extra $(median < "$work/with-warm" | awk '{ printf "%.2f", $1 / 1000 }') s over $n1 units"
echo "without kernels: median extra $(median < "$work/without" | awk '{ printf "%.0f", $1 }') % over $n2 units"
