#!/bin/bash
# placements.sh -- print where GPUGEN_OFFLOAD=auto would run the timed
# regions of every gpubench program at a size (default large), and why,
# without running a kernel: GPUGEN_OFFLOAD=explain decides with the cost
# model (runtime/profit.c) and runs every region on the host.  On a
# machine without a GPU, GPUGEN_EMULATE=1 gives the emulator, which
# decides with the H100's model under explain.  The set-up regions of
# main () (and of the Fortran programs' *_bench) are left out.  Usage, from the repository root, after
# "make -C bench build":
#   bash bench/harness/placements.sh [small|large] [BUILD]
size=${1:-large}
build=${2:-bench/build}
for p in "$build"/*-gpugen; do
  [ -x "$p" ] || continue
  echo "== $(basename "$p")"
  GPUGEN_OFFLOAD=explain timeout 600 "$p" "$size" 2>&1 |
    grep -E '^gpugen: region .*: would run on the ' |
    grep -vi '(main)\|(MAIN__)\|_bench)' | sort | uniq -c | sort -rn | head -4
done
