#!/bin/bash
# prepare.sh -- gather what run.sh needs into one directory, which can
# travel to a GPU machine that cannot build (no plugin headers there).
#
# Usage: bench/harness/prepare.sh BUILD DEST [PLUGIN]
#
# BUILD is the build directory of bench/Makefile (programs in BUILD,
# objects in BUILD/obj, harness tools in BUILD/harness).  DEST receives
# the programs, stripped; cublas-gemm, d2d-bandwidth, copy-rates and
# rt-bench; acc/ (the OpenACC peers and their libgomp); and three files
# that describe the
# build:
#   gpu-programs.txt  the -gpugen programs whose object calls
#                     __gpugen_region_launch (or __gpugen_launch), i.e. that can use the GPU
#   scop-status.md    the table of bench/scop-status.sh
#   build-info.txt    commit, compiler, plugin
set -eu

if [ $# -lt 2 ]; then
  echo "usage: $0 BUILD DEST [PLUGIN]" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$1" && pwd)
dest=$2
plugin=$(readlink -f "${3:-$here/../../plugin/gpugen.so}")
cc=${CC:-gcc}

rm -rf "$dest"
mkdir -p "$dest"
dest=$(cd "$dest" && pwd)

n=0
for p in "$build"/*-cpu "$build"/*-gpugen; do
  [ -x "$p" ] || continue
  strip -o "$dest/$(basename "$p")" "$p"
  n=$((n + 1))
done
echo "prepare: $n programs"

for t in cublas-gemm d2d-bandwidth copy-rates rt-bench; do
  if [ -x "$build/harness/$t" ]; then
    strip -o "$dest/$t" "$build/harness/$t"
  else
    echo "prepare: no $t (not built)"
  fi
done
if ls "$build"/harness/acc/*-acc > /dev/null 2>&1; then
  mkdir -p "$dest/acc/lib"
  for p in "$build"/harness/acc/*-acc; do
    strip -o "$dest/acc/$(basename "$p")" "$p"
  done
  cp "$build"/harness/acc/lib/* "$dest/acc/lib/"
else
  echo "prepare: no OpenACC peers (not built)"
fi

# A program can use the GPU only if the plugin put a launch in it.
: > "$dest/gpu-programs.txt"
for o in "$build"/obj/c/*-gpugen.o "$build"/obj/fortran/*-gpugen.o; do
  [ -f "$o" ] || continue
  name=$(basename "$o" -gpugen.o)
  case $o in */fortran/*) prog=$name-f90-gpugen ;; *) prog=$name-gpugen ;; esac
  if nm -u "$o" | grep -qE '__gpugen_(region_)?launch'; then
    echo "$prog" >> "$dest/gpu-programs.txt"
  fi
done
echo "prepare: $(wc -l < "$dest/gpu-programs.txt") -gpugen programs launch kernels"

# A compilation that does not finish in SCOP_TIMEOUT seconds leaves its
# kernel's row empty rather than stopping the harness.
CC="timeout ${SCOP_TIMEOUT:-120} $cc" FC="timeout ${SCOP_TIMEOUT:-120} ${FC:-gfortran}" \
  "$here/../scop-status.sh" "$plugin" > "$dest/scop-status.md"

top=$(cd "$here/../.." && pwd)
{
  echo "commit: $(git -C "$top" rev-parse --short HEAD 2>/dev/null || echo unknown)$(
    git -C "$top" diff --quiet HEAD -- plugin runtime include bench/c \
      bench/fortran bench/common 2>/dev/null \
      || echo ' (with uncommitted changes)')"
  echo "compiler: $($cc --version | head -1)"
  echo "plugin: $plugin, file dated $(date -u -r "$plugin" +%Y-%m-%dT%H:%M:%SZ 2>/dev/null || echo '?')"
  if [ -n "${BENCH_WORKAROUNDS:-}" ]; then
    echo "workarounds: bench/harness/workarounds.mk: $(sed -n 's/^# \([a-z0-9-]* (.*):\).*/\1/p' "$here/workarounds.mk")" \
      "built with -fplugin-arg-gpugen-max-isl-operations=50000 (the plugin does not finish them otherwise)"
  fi
  echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(. /etc/os-release; echo "$PRETTY_NAME")"
} > "$dest/build-info.txt"
du -sh "$dest" | sed 's/^/prepare: /'
