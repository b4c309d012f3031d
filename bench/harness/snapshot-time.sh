#!/bin/bash
# snapshot-time.sh -- trmm's kernel time with and without read-only
# snapshots (plugin/gpugen-snapshot.cc), on a GPU machine, in one call.
#
# Usage (from the repository root, after "make"):
#   bash bench/harness/snapshot-time.sh [SIZE...]
#
# Builds bench's trmm-gpugen twice, into bench/build-snap (the default,
# snapshot=1) and bench/build-nosnap (-fplugin-arg-gpugen-snapshot=0),
# with bench's usual flags and nvcc, then runs kernel-time.sh on both at
# SIZE... (default: large), REPS times each (default 3).  Prints, per
# build, kernel-time.sh's lines ("kernel trmm run R ... kernel_ms T
# launches L", then "kernel trmm median_ms T"; snapshot=1 has 3
# launches, snapshot=0 2), and the whole timed call with its copies
# ("time:" of one GPUGEN_PROFILE=1 run; the snapshot's fill is a
# device-to-device copy, not a kernel, so kernel_ms leaves it out, and
# the runtime's profile lists the region's copies).  A run whose
# "verify:" is not "ok" is not counted by kernel-time.sh.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$here/../..
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(large)
status=0
for variant in snap nosnap; do
  flags=""
  [ $variant = nosnap ] && flags="-fplugin-arg-gpugen-snapshot=0"
  if ! make -s -C "$top/bench" BUILD="build-$variant" GPUGEN_FLAGS="$flags" \
       "build-$variant/trmm-gpugen" > /dev/null; then
    echo "snapshot-time: building $variant failed" >&2
    status=1
    continue
  fi
  echo "=== trmm, $variant"
  bash "$here/kernel-time.sh" "$top/bench/build-$variant" trmm "${sizes[@]}"
  GPUGEN_PROFILE=1 "$top/bench/build-$variant/trmm-gpugen" "${sizes[@]}" 2>&1 \
    | grep -E '^(time|verify|offloaded):|copy|region' | sed 's/^/  /'
done
exit $status
