#!/bin/sh
# Time each example on a GPU machine: the plain host build's run time,
# the gpugen build's run time, and from GPUGEN_PROFILE=1 the device
# time of its kernels and the time of its copies to and from the GPU.
#
# Usage: time-examples.sh BUILDDIR NAME...
#
# Prints one Markdown table row per example (see the header it prints
# first).  Run times are wall clock for the whole program (median of 3),
# so the gpugen build's includes creating the CUDA context (about a
# quarter of a second) and loading the module; kernel and copy times
# are the runtime's own measurements (CUDA events around each launch,
# and the duration of the copies), summed over the run.

if [ $# -lt 1 ]; then
  echo "usage: $0 BUILDDIR NAME..." >&2
  exit 2
fi
builddir=$1
shift

# Print the wall-clock time of running "$@" in milliseconds.
wall_ms ()
{
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}

# Print the median of three runs of "$@" in milliseconds.
median_ms ()
{
  a=$(wall_ms "$@"); b=$(wall_ms "$@"); c=$(wall_ms "$@")
  printf '%s\n%s\n%s\n' "$a" "$b" "$c" | sort -n | sed -n 2p
}

echo "| example | host build (ms) | gpugen build (ms) | kernels (ms) | copies in (ms) | copies out (ms) | launches |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | --- |"
for name in "$@"; do
  prog=$builddir/$name
  host=$(median_ms "$prog-host")
  gpu=$(median_ms env GPUGEN_PROFILE=1 "$prog")
  prof=$(GPUGEN_PROFILE=1 "$prog" 2>&1 >/dev/null)
  kms=$(printf '%s\n' "$prof" | sed -n 's/^gpugen: kernel .*, \([0-9.]*\) ms$/\1/p' \
	| awk '{ s += $1 } END { printf "%.3f", s }')
  ins=$(printf '%s\n' "$prof" | sed -n 's/^gpugen: region .* bytes in (\([0-9.]*\) ms).*/\1/p' \
	| awk '{ s += $1 } END { printf "%.3f", s }')
  outs=$(printf '%s\n' "$prof" | sed -n 's/^gpugen: region .* bytes out (\([0-9.]*\) ms).*/\1/p' \
	 | awk '{ s += $1 } END { printf "%.3f", s }')
  launches=$(printf '%s\n' "$prof" | sed -n 's/^gpugen: \([0-9]* kernel launches on .*\)$/\1/p' | tail -n 1)
  echo "| $name | $host | $gpu | $kms | $ins | $outs | $launches |"
done
