#!/bin/bash
# host-parity.sh -- whether the host path of gpugen's programs is as fast
# as the same code built without the plugin at the same optimization
# level.
#
# Usage: bench/harness/host-parity.sh [-O LEVEL] [-r REPS] NAME[:SIZE]...
#
# Builds (unless NOBUILD=1: built before, on another machine, into the
# same $BUILD) bench/c/NAME.c twice at -O LEVEL (3 by default), with the
# plugin (NAME-gpugen) and without (NAME-cpu), in $BUILD (default
# /tmp/gpugen-host-parity-O<LEVEL>), then runs the two one after the
# other REPS times (7 by default), the gpugen one with
# GPUGEN_OFFLOAD=never so that every region takes its host path, at SIZE
# (the program's arguments, "large" by default; quote several sizes as
# one word), and prints per program the median times and their ratio
# (gpugen / plain: above 1 when the host path is slower).  Run it on a
# quiet machine: the two builds alternate so that load hits both alike.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
level=3
reps=7
while getopts "O:r:" opt; do
  case $opt in
    O) level=$OPTARG ;;
    r) reps=$OPTARG ;;
    *) echo "usage: $0 [-O LEVEL] [-r REPS] NAME[:SIZE]..." >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -eq 0 ]; then
  echo "usage: $0 [-O LEVEL] [-r REPS] NAME[:SIZE]..." >&2
  exit 2
fi
build=${BUILD:-/tmp/gpugen-host-parity-O$level}
targets=()
for arg in "$@"; do
  name=${arg%%:*}
  targets+=("$build/$name-gpugen" "$build/$name-cpu")
done
if [ "${NOBUILD:-0}" != 1 ]; then
  make -s -C "$here" BUILD="$build" GPUGEN_OPT="-O$level" \
    CPU_OPT="-O$level" "${targets[@]}" >&2 || exit 1
fi

# The median of the numbers on standard input.
median () {
  sort -g | awk '{ v[NR] = $1 } END { if (NR) print v[int ((NR + 1) / 2)] }'
}

printf "%-16s %-14s %10s %10s %7s\n" program size gpugen-host plain ratio
for arg in "$@"; do
  name=${arg%%:*}
  size=large
  [ "$arg" != "$name" ] && size=${arg#*:}
  g=() c=()
  for ((i = 0; i < reps; i++)); do
    # shellcheck disable=SC2086
    g+=("$(GPUGEN_OFFLOAD=never "$build/$name-gpugen" $size \
	  | awk '/^time:/ { print $2 }')")
    # shellcheck disable=SC2086
    c+=("$("$build/$name-cpu" $size | awk '/^time:/ { print $2 }')")
  done
  mg=$(printf "%s\n" "${g[@]}" | median)
  mc=$(printf "%s\n" "${c[@]}" | median)
  printf "%-16s %-14s %10s %10s %7s\n" "$name" "$size" "$mg" "$mc" \
    "$(awk -v a="$mg" -v b="$mc" 'BEGIN { if (b > 0) printf "%.3f", a / b }')"
done
