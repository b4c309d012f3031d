#!/bin/sh
# cache-check.sh -- the cache of device images (plugin/gpugen-cache.cc).
# Copyright (C) 2026 The gpugen authors.
#
# This file is part of gpugen, a GCC plugin; it is free software under
# the GNU General Public License version 3 or later (see COPYING).
#
# Compiles one unit with kernels through an nvcc wrapper that counts its
# runs: the first compile runs nvcc and fills cache-dir=, the second
# takes the image from the cache (nvcc not run, same object), cache=0
# and a changed nvcc-flags= run it again.  Prints PASS/FAIL lines and
# exits non-zero on a failure.  Skipped (exit 0, "UNSUPPORTED") without
# nvcc.  Usage: cache-check.sh PLUGIN

set -u
PLUGIN=$1
CC=${CC:-gcc}
NVCC=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
if [ ! -x "$NVCC" ]; then
  echo "UNSUPPORTED: cache-check: no nvcc"
  exit 0
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/gpugen-cache-check-XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
cat > "$work/nvcc" <<WRAP
#!/bin/sh
echo run >> "$work/runs"
exec "$NVCC" "\$@"
WRAP
chmod +x "$work/nvcc"
cat > "$work/unit.c" <<'SRC'
double y[1000];
void f (void) { for (int i = 0; i < 1000; i++) y[i] = 2.0 * i; }
SRC
fails=0
cc () {
  $CC -O2 -fplugin="$PLUGIN" -fplugin-arg-gpugen-nvcc="$work/nvcc" \
    -fplugin-arg-gpugen-cache-dir="$work/cache" "$@" -c "$work/unit.c" \
    -o "$work/$out.o"
}
runs () { if [ -f "$work/runs" ]; then wc -l < "$work/runs"; else echo 0; fi; }
check () {
  if [ "$2" = "$3" ]; then echo "PASS: cache-check: $1"
  else echo "FAIL: cache-check: $1 (got $2, expected $3)"; fails=$((fails + 1)); fi
}
out=a; cc
check "first compile runs nvcc" "$(runs)" 1
check "one entry in the cache" "$(ls "$work/cache" | grep -c '^[0-9a-f]\{32\}\.fatbin$')" 1
out=b; cc
check "second compile takes the image from the cache" "$(runs)" 1
check "same object from the cache" "$(cmp -s "$work/a.o" "$work/b.o" && echo same)" same
out=c; cc -fplugin-arg-gpugen-cache=0
check "cache=0 runs nvcc" "$(runs)" 2
out=d; cc "-fplugin-arg-gpugen-nvcc-flags=-lineinfo"
check "other nvcc flags run nvcc" "$(runs)" 3
check "no temporary files left" "$(ls "$work/cache" | grep -c tmp)" 0
[ $fails -eq 0 ]
