#!/bin/sh
# run-device.sh -- build gpugen's run tests here, run them anywhere.
# Copyright (C) 2026 The gpugen authors.
#
# This file is part of gpugen, a GCC plugin; it is free software under
# the GNU General Public License version 3 or later (see COPYING).
#
# The run tests (gpugen.dg/run-*.c, gpugen.fortran/run-*.f90) check
# their own results and abort on a mismatch; DejaGnu runs them in
# "make check" (lib/gpugen.exp).  This script builds the same programs
# the same way into a directory that can be copied to a machine with a
# GPU (and no compiler), and runs them there with the rules of
# lib/gpugen.exp.
#
# Usage:
#   run-device.sh build OUTDIR
#       Compile every run test with the plugin and
#       -fplugin-arg-gpugen-emulate (left out if the plugin does not
#       know it yet), its dg-options (default -O2) and
#       dg-additional-options, and link it with libgpugen.a -ldl
#       -lpthread, as the suite does.  Writes OUTDIR/NAME for each test
#       (NAME is e.g. "c-run-matmul-1" or "fortran-run-matmul-1"),
#       OUTDIR/MANIFEST (one line per test: NAME, its expectation and
#       its dg-set-target-env-var assignments) and a copy of this
#       script.  Environment: CC, FC, GPUGEN_PLUGIN, GPUGEN_RUNTIME_DIR,
#       GPUGEN_INCLUDE_DIR (testsuite/Makefile sets them).  A test that
#       fails to build is listed as such and fails at run time.
#   run-device.sh run [DIR]
#       Run every program of DIR's MANIFEST (default: the directory of
#       this script) with GPUGEN_PROFILE=1 and print one PASS or FAIL
#       line per test, then "N passed, N failed"; exit status 1 if any
#       failed.  A test passes when it exits with status 0 and the
#       runtime's last "gpugen: N kernel launches on BACKEND" line
#       meets the test's { dg-gpugen-expect WHAT } (default offload):
#         offload  N > 0 and BACKEND not "host"; checked only with
#                  GPUGEN_REQUIRE_OFFLOAD=1, otherwise only shown;
#         host     no such line, or N = 0; always checked;
#         any      not checked.
#       Environment: GPUGEN_REQUIRE_OFFLOAD (default 0), TIMEOUT in
#       seconds per test (default 60), VERBOSE=1 to show every output.
#
# From the top of the tree: "make -C testsuite run-build" builds into
# testsuite/run-build/ and packs testsuite/run-build.tar.gz; copy and
# unpack that on the GPU machine and run
# "GPUGEN_REQUIRE_OFFLOAD=1 run-build/run-device.sh run".
# "make -C testsuite run-check" builds and runs here.

usage ()
{
  echo "usage: $0 build OUTDIR | $0 run [DIR]" >&2
  exit 2
}

# Print the first argument of the directive $1 (e.g. dg-options) in the
# test file $2, the part between the first pair of double quotes.
directive_string ()
{
  sed -n "s/.*{ *$1 *\"\\([^\"]*\\)\".*/\\1/p" "$2" | head -n 1
}

# Build the run tests into $1.
build ()
{
  out=$1
  here=$(cd "$(dirname "$0")" && pwd)
  CC=${CC:-gcc}
  FC=${FC:-gfortran}
  top=$(dirname "$here")
  plugin=${GPUGEN_PLUGIN:-$top/plugin/gpugen.so}
  rtdir=${GPUGEN_RUNTIME_DIR:-$top/runtime}
  incdir=${GPUGEN_INCLUDE_DIR:-$top/include}

  for f in "$plugin" "$rtdir/libgpugen.a"; do
    if [ ! -f "$f" ]; then
      echo "run-device.sh: $f is missing; run make at the top first" >&2
      exit 1
    fi
  done
  mkdir -p "$out" || exit 1
  out=$(cd "$out" && pwd)
  tmp=$(mktemp -d) || exit 1
  trap 'rm -rf "$tmp"' EXIT

  # The emulation image, when the plugin can make one.
  emulate=
  echo 'int run_device_probe;' > "$tmp/probe.c"
  if $CC -fplugin="$plugin" -fplugin-arg-gpugen-emulate -O2 -c \
       -o "$tmp/probe.o" "$tmp/probe.c" >/dev/null 2>&1; then
    emulate=-fplugin-arg-gpugen-emulate
  else
    echo "run-device.sh: the plugin does not accept" \
	 "-fplugin-arg-gpugen-emulate; building without it" >&2
  fi

  : > "$out/MANIFEST"
  built=0
  broken=0
  for src in "$here"/gpugen.dg/run-*.c "$here"/gpugen.fortran/run-*.f \
	     "$here"/gpugen.fortran/run-*.f90 "$here"/gpugen.fortran/run-*.F90; do
    [ -f "$src" ] || continue
    base=$(basename "$src")
    case $src in
      *.c) lang=c; compiler=$CC; extra="-lm" ;;
      *) lang=fortran; compiler=$FC; extra="-J$tmp" ;;
    esac
    name=$lang-${base%.*}
    # Only tests that run.
    if grep -q '{ *dg-do *\(compile\|assemble\|link\|preprocess\)' "$src"; then
      continue
    fi
    # The options are Tcl strings in the directives: drop the
    # backslashes that quote Tcl's special characters there
    # (run-tile-3.c's "-fplugin-arg-gpugen-sizes=\{kernel\\\[1\\\]...\}").
    opts=$(directive_string dg-options "$src" | sed 's/\\//g')
    [ -n "$opts" ] || opts=-O2
    more=$(sed -n 's/.*{ *dg-additional-options *"\([^"]*\)".*/\1/p' "$src" \
	   | tr '\n' ' ' | sed 's/\\//g')
    # Sources of other units (dg-additional-sources, relative to SRC's
    # directory), after SRC as DejaGnu passes them, so that SRC's
    # modules exist when they are compiled.
    adds=""
    for a in $(sed -n \
	's/.*{ *dg-additional-sources *"\([^"]*\)".*/\1/p' "$src"); do
      adds="$adds $(dirname "$src")/$a"
    done
    expect=$(sed -n 's/.*{ *dg-gpugen-expect *\([a-z]*\) *}.*/\1/p' "$src" \
	     | head -n 1)
    [ -n "$expect" ] || expect=offload
    envs=$(sed -n \
	's/.*{ *dg-set-target-env-var *\([A-Za-z_0-9]*\) *"\([^"]*\)".*/\1=\2/p' \
	"$src" | tr '\n' ' ')
    rm -f "$out/$name"
    # shellcheck disable=SC2086
    if (cd "$tmp" && $compiler -fplugin="$plugin" -fdiagnostics-plain-output \
	  $emulate $opts $more -I"$incdir" -o "$out/$name" "$src" $adds \
	  "$rtdir/libgpugen.a" -ldl -lpthread $extra) \
	 > "$tmp/log" 2>&1 && [ -x "$out/$name" ]; then
      printf '%s %s %s\n' "$name" "$expect" "$envs" >> "$out/MANIFEST"
      built=$((built + 1))
    else
      echo "run-device.sh: $base does not build:" >&2
      cat "$tmp/log" >&2
      printf '%s build-failed\n' "$name" >> "$out/MANIFEST"
      broken=$((broken + 1))
    fi
  done
  cp "$0" "$out/run-device.sh"
  chmod +x "$out/run-device.sh"
  echo "run-device.sh: built $built run tests into $out" \
       "($broken failed to build)"
}

# Set "n" and "backend" from the last launch summary line in $1 ("" if
# none).
launches ()
{
  line=$(printf '%s\n' "$1" \
	 | grep '^gpugen: [0-9][0-9]* kernel launches on ' | tail -n 1)
  n=
  backend=
  if [ -n "$line" ]; then
    n=$(printf '%s\n' "$line" | sed 's/^gpugen: \([0-9]*\) .*/\1/')
    backend=$(printf '%s\n' "$line" \
	      | sed 's/^gpugen: [0-9]* kernel launches on //; s/[[:space:]]*$//')
  fi
}

# Run the tests listed in $1/MANIFEST.
run ()
{
  dir=$1
  require=${GPUGEN_REQUIRE_OFFLOAD:-0}
  timeout=${TIMEOUT:-60}
  if command -v timeout >/dev/null 2>&1; then
    run_prefix="timeout $timeout"
  else
    run_prefix=
  fi
  if [ ! -f "$dir/MANIFEST" ]; then
    echo "run-device.sh: no $dir/MANIFEST; build first" >&2
    exit 2
  fi
  passed=0
  failed=0
  while read -r name expect envs; do
    [ -n "$name" ] || continue
    why=
    what=
    if [ "$expect" = build-failed ]; then
      why="did not build"
    else
      # shellcheck disable=SC2086
      output=$(cd "$dir" && env GPUGEN_PROFILE=1 $envs $run_prefix "./$name" \
		 2>&1 < /dev/null)
      status=$?
      if [ "$VERBOSE" = 1 ]; then
	printf '%s\n' "--- $name (exit $status)" "$output"
      fi
      launches "$output"
      if [ -n "$n" ]; then
	what="$n kernel launches on $backend"
      else
	what="no launch summary"
      fi
      if [ $status -ne 0 ]; then
	why="exit status $status ($what)"
      else
	case $expect in
	  offload)
	    if [ -z "$n" ] || [ "$n" -eq 0 ] || [ "$backend" = host ]; then
	      if [ "$require" = 1 ]; then
		why="expected kernels on the emulator or a GPU, got $what"
	      else
		what="$what; offload not required"
	      fi
	    fi ;;
	  host)
	    if [ -n "$n" ] && [ "$n" -gt 0 ]; then
	      why="expected no kernel launch, got $what"
	    fi ;;
	  any) ;;
	  *)
	    why="unknown expectation \"$expect\" (dg-gpugen-expect)" ;;
	esac
      fi
    fi
    if [ -z "$why" ]; then
      echo "PASS: $name ($what)"
      passed=$((passed + 1))
    else
      echo "FAIL: $name: $why"
      failed=$((failed + 1))
    fi
  done < "$dir/MANIFEST"
  echo "$passed passed, $failed failed"
  [ $failed -eq 0 ]
}

case $1 in
  build)
    [ $# -eq 2 ] || usage
    build "$2" ;;
  run)
    [ $# -le 2 ] || usage
    run "${2:-$(cd "$(dirname "$0")" && pwd)}" ;;
  *)
    usage ;;
esac
