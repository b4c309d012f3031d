#!/bin/bash
# kernel-time.sh -- device-resident time of gpubench kernels: the device
# time of the kernels of a program's benchmark function alone, copies
# and the set-up loops of main excluded, from the runtime's profile
# (GPUGEN_PROFILE=1: CUDA events around each launch); for gemm also
# cuBLAS SGEMM and DGEMM at the same size in the same run.
#
# Usage: bench/harness/kernel-time.sh BINDIR NAME [SIZE...]
#
# BINDIR holds NAME-gpugen: bench's build directory (make -C bench
# build; for gemm also make -C bench harness, for harness/cublas-gemm)
# or a directory made by prepare.sh (with cublas-gemm).  SIZE... are the
# program's size arguments (none: its large size).  Runs the program
# REPS times (default 3) and prints, per run,
#
#   kernel NAME run R sizes S kernel_ms T launches L [gflops G]
#
# where T sums the device times of the kernels whose name starts with
# gpugen_<function>_ (<function>: the BENCH_FN name in c/NAME.c), and
# G = 2 ni nj nk / T for gemm (ni = n, nj = n + n/8, nk = n - n/8, as
# c/gemm.c makes them), or "gbps B" for jacobi-2d, heat-3d and fdtd-2d
# (the bytes of every array read and written once per time step, over
# T; d2d-bandwidth then prints the device-to-device copy rate), then the
# median line
#
#   kernel NAME median_ms T
#
# and for gemm the cublas-gemm lines for the square n of the first
# SIZE.  The program's own "verify:" line is printed too: a run that
# does not verify does not count.
set -u

if [ $# -lt 2 ]; then
  echo "usage: $0 BINDIR NAME [SIZE...]" >&2
  exit 2
fi
bindir=$1
name=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
src=$here/../c/$name.c
reps=${REPS:-3}
fn=$(sed -n 's/^BENCH_FN (\([a-z0-9_]*\)).*/\1/p' "$src" | head -n 1)
if [ -z "$fn" ] || [ ! -x "$bindir/$name-gpugen" ]; then
  echo "kernel-time: no $bindir/$name-gpugen or no BENCH_FN in $src" >&2
  exit 2
fi

times=()
for r in $(seq 1 "$reps"); do
  out=$(GPUGEN_PROFILE=1 "$bindir/$name-gpugen" "$@" 2>&1)
  echo "$out" | grep -E '^(verify|offloaded):' | sed "s/^/  $name run $r /"
  if ! echo "$out" | grep -q '^verify: ok$'; then
    continue
  fi
  line=$(echo "$out" | awk -v pre="gpugen_${fn}_" '
    $1 == "gpugen:" && $2 == "kernel" && index ($3, pre) == 1 {
      for (i = 4; i <= NF; i++)
        if ($i == "ms") ms += $(i - 1);
        else if ($i ~ /^launch/) l += $(i - 1);
    }
    END { printf "%.3f %d", ms, l }')
  ms=${line% *}
  launches=${line#* }
  sizes=$(echo "$out" | sed -n 's/^size: //p')
  extra=""
  if [ "$name" = gemm ]; then
    n=${sizes%% *}
    extra=$(awk -v n="$n" -v ms="$ms" 'BEGIN {
      ni = n; nj = n + int (n / 8); nk = n - int (n / 8);
      if (ms > 0) printf " gflops %.1f", 2 * ni * nj * nk / (ms * 1e6) }')
  fi
  # Stencils: the bytes a sweep must move at least (every array read
  # and written once per time step, as bench/harness/report.py counts
  # them), over the kernel time.
  case $name in
    jacobi-2d|heat-3d|fdtd-2d)
      extra=$(echo "$sizes" | awk -v name="$name" -v ms="$ms" '{
	if (name == "jacobi-2d") b = 2 * 16.0 * $1 * $1 * $2;
	else if (name == "heat-3d") b = 2 * 16.0 * $1 * $1 * $1 * $2;
	else b = 80.0 * $1 * $2 * $3;
	if (ms > 0) printf " gbps %.0f", b / (ms * 1e6) }') ;;
  esac
  echo "kernel $name run $r sizes $sizes kernel_ms $ms launches $launches$extra"
  times+=("$ms")
done
if [ ${#times[@]} -gt 0 ]; then
  med=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ a[NR] = $1 }
    END { print a[int ((NR + 1) / 2)] }')
  echo "kernel $name median_ms $med"
fi
# The device-to-device copy rate, next to the stencils' bandwidth.
case $name in
  jacobi-2d|heat-3d|fdtd-2d)
    for d2d in "$bindir/d2d-bandwidth" "$bindir/harness/d2d-bandwidth"; do
      if [ -x "$d2d" ]; then
	"$d2d"
	break
      fi
    done ;;
esac
# cublas-gemm: in a directory of prepare.sh, or in bench's build's
# harness/.
for cub in "$bindir/cublas-gemm" "$bindir/harness/cublas-gemm"; do
  if [ "$name" = gemm ] && [ -x "$cub" ]; then
    "$cub" "${1:-1600}" 5
    break
  fi
done
