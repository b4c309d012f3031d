#!/bin/sh
# Run each example built with gpugen and as a plain host build, and
# compare their checksum lines.
#
# Usage: run-examples.sh BUILDDIR NAME...
#
# For every NAME (e.g. "c/matmul" or "fortran/jacobi2d-float") this runs
# BUILDDIR/NAME-host (plain -O2), BUILDDIR/NAME (built with the plugin)
# and BUILDDIR/NAME again with GPUGEN_DISABLE=1 (the host fallback path
# of the gpugen build).  An example passes when every run exits with
# status 0, prints a "<name>: done" line, and prints a "checksum:" line
# that equals the host build's, or differs from it by at most a relative
# TOL (TOL_FLOAT for names ending in "-float"; the device may contract
# a*b+c into a fused multiply-add and so round differently).  Prints one
# PASS or FAIL line per example and then "N passed, N failed"; the exit
# status is 1 if any example failed.
#
# The gpugen build runs with GPUGEN_PROFILE=1, and its line "gpugen: N
# kernel launches on BACKEND" is shown in the PASS line.  With
# REQUIRE_OFFLOAD=1 an example also fails when its kernels did not run
# on a GPU or the emulator (N = 0, or BACKEND "host").
#
# Environment: TOL (default 1e-9), TOL_FLOAT (default 1e-4), TIMEOUT in
# seconds per run (default 120), VERBOSE=1 to show every output,
# REQUIRE_OFFLOAD (default 0).

if [ $# -lt 1 ]; then
  echo "usage: $0 BUILDDIR NAME..." >&2
  exit 2
fi

builddir=$1
shift
TOL=${TOL:-1e-9}
TOL_FLOAT=${TOL_FLOAT:-1e-4}
TIMEOUT=${TIMEOUT:-120}
if command -v timeout >/dev/null 2>&1; then
  run_prefix="timeout $TIMEOUT"
else
  run_prefix=
fi

passed=0
failed=0

# Run the program $1 with the environment assignments in $2 (may be
# empty).  Set "out" to its output and "checksum" to the value on its
# checksum line; return non-zero if it failed or printed no such lines.
run_one ()
{
  out=$(env $2 $run_prefix "$1" 2>&1)
  status=$?
  if [ "$VERBOSE" = 1 ]; then
    printf '%s\n' "--- $2 $1 (exit $status)" "$out"
  fi
  checksum=$(printf '%s\n' "$out" | sed -n 's/^checksum: *//p' | head -n 1)
  if [ $status -ne 0 ]; then
    why="$1 exited with status $status"
    return 1
  fi
  if [ -z "$checksum" ]; then
    why="$1 printed no checksum line"
    return 1
  fi
  if ! printf '%s\n' "$out" | grep -q '^[A-Za-z0-9_]*: done$'; then
    why="$1 printed no done line"
    return 1
  fi
  return 0
}

# Succeed if the checksums $1 and $2 agree to a relative tolerance $3.
checksums_agree ()
{
  [ "$1" = "$2" ] && return 0
  awk -v a="$1" -v b="$2" -v tol="$3" 'BEGIN {
    a += 0; b += 0
    d = a - b; if (d < 0) d = -d
    s = (a < 0 ? -a : a); t = (b < 0 ? -b : b); if (t > s) s = t
    exit !(d <= tol * s)
  }'
}

for name in "$@"; do
  case $name in
    *-float) tol=$TOL_FLOAT ;;
    *) tol=$TOL ;;
  esac
  prog=$builddir/$name
  why=
  launches=
  if run_one "$prog-host" ""; then
    ref=$checksum
    for env in "GPUGEN_PROFILE=1" "GPUGEN_DISABLE=1"; do
      if ! run_one "$prog" "$env"; then
	break
      fi
      if ! checksums_agree "$ref" "$checksum" "$tol"; then
	why="checksum $checksum${env:+ ($env)}, host build $ref"
	break
      fi
      if [ "$env" = GPUGEN_PROFILE=1 ]; then
	launches=$(printf '%s\n' "$out" \
		   | sed -n 's/^gpugen: \([0-9]* kernel launches on .*\)$/\1/p' \
		   | tail -n 1)
	if [ "${REQUIRE_OFFLOAD:-0}" = 1 ]; then
	  case $launches in
	    ""|"0 "*|*" on host") why="kernels did not run on a GPU or the emulator (${launches:-no profile})"; break ;;
	  esac
	fi
      fi
    done
  fi
  if [ -z "$why" ]; then
    echo "PASS: $name (checksum $ref${launches:+, $launches})"
    passed=$((passed + 1))
  else
    echo "FAIL: $name: $why"
    failed=$((failed + 1))
  fi
done

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
