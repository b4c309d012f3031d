#!/bin/bash
# scop-status.sh -- which main loop nests of gpubench gpugen models as
# SCoPs and offloads, and why the others are missed.
#
# Compiles every kernel of bench/c and bench/fortran with the plugin and
# -fopt-info-omp-all, keeps the messages located in the kernel itself
# (the lines before "#ifndef BENCH_REF" in C, before "program" in
# Fortran; the set-up code in main is not counted) and writes a Markdown
# table on standard output: the SCoPs found, the nests offloaded (with
# their kernel counts), the loops each kernel maps to the grid (from
# the plugin's dump; "1h2" is a kernel with one mapped loop launched
# from two host loops, so once per iteration of a host loop: launches
# that grow with the sizes), and the reasons of the nests missed.
#
# With RUN=1 it also builds the programs with the CPU emulator image
# (make -C bench build with -fplugin-arg-gpugen-emulate, into a
# temporary directory) and runs each at the small size under
# GPUGEN_EMULATE=1: the "runs" column then gives the kernel launches
# during the timed kernel call and the verification result, which is
# what "offloaded" means at run time (the region's run-time checks may
# still send a nest to the host).  The timed call is one call of the
# kernel function, so this is the launches per call.
#
# OPT gives the optimization flags of the compilations (default -O2;
# bench/opt-parity.sh compares levels with it).
#
# Usage: [RUN=1] [OPT=-O3] bench/scop-status.sh [PLUGIN]
set -u
here=$(cd "$(dirname "$0")" && pwd)
plugin=${1:-$here/../plugin/gpugen.so}
cc=${CC:-gcc}
fc=${FC:-gfortran}
run=${RUN:-0}
opt=${OPT:--O2}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ "$run" = 1 ]; then
  make -s -C "$here" BUILD="$tmp/build" PLUGIN="$plugin" \
       GPUGEN_FLAGS=-fplugin-arg-gpugen-emulate build >"$tmp/build.log" 2>&1 \
    || { echo "scop-status: building the programs failed:" >&2;
	 tail -20 "$tmp/build.log" >&2; exit 1; }
  echo "| kernel | SCoPs | offloaded nests (kernels) | mapped loops per kernel | missed nests (reason) | launches per call (emulator) |"
  echo "| --- | --- | --- | --- | --- | --- |"
else
  echo "| kernel | SCoPs | offloaded nests (kernels) | mapped loops per kernel | missed nests (reason) |"
  echo "| --- | --- | --- | --- | --- |"
fi
# The Fortran programs use the bench_mod module.
$fc -c "$here/common/bench_mod.F90" -J"$tmp" -o "$tmp/bench_mod.o" 2>/dev/null
n_all=0
n_scop=0
n_off=0
n_run=0
for f in "$here"/c/*.c "$here"/fortran/*.F90; do
  case $f in
    *.c) lang=C; end=$(grep -n '^#ifndef BENCH_REF' "$f" | head -1 | cut -d: -f1)
	 out=$($cc $opt -fplugin="$plugin" -fopt-info-omp-all -I"$here/common" \
	       -fplugin-arg-gpugen-dump=summary -c "$f" -o "$tmp/x.o" 2>&1) ;;
    *) lang=Fortran; end=$(grep -in '^ *program ' "$f" | head -1 | cut -d: -f1)
       # The program uses the reference module, built from the same file.
       $fc -DBENCH_REF -J"$tmp" -I"$tmp" -c "$f" -o "$tmp/ref.o" 2>/dev/null
       out=$($fc $opt -fplugin="$plugin" -fopt-info-omp-all -J"$tmp" -I"$tmp" \
	     -fplugin-arg-gpugen-dump=summary -c "$f" -o "$tmp/x.o" 2>&1) ;;
  esac
  # The kernels of the kernel function (not of main), from the dump.
  mapped=$(cat "$tmp"/x.*gpugen 2>/dev/null | awk '
    /^;; Function / { skip = ($3 == "main" || $3 == "MAIN__") }
    !skip && /^gpugen: SCoP [0-9]+ kernel [0-9]+: [0-9]+ host loops/ {
      h = $6; m = $10; sub (/,/, "", m);
      printf "%s%s%s", sep, m, (h > 0 ? "h" h : ""); sep = "," }')
  rm -f "$tmp"/x.*gpugen
  base=$(basename "${f%.*}")
  name=$base
  [ $lang = Fortran ] && name="$name (Fortran)"
  end=${end:-999999}
  kern=$(echo "$out" | awk -F: -v end="$end" '$2 < end && / gpugen: /')
  ok=$(echo "$kern" | grep -c 'note: gpugen: SCoP' || true)
  off=$(echo "$kern" | grep 'offloaded to the GPU' \
	| sed 's/.*GPU: \([0-9]*\) kernel.*/\1/' | paste -sd+ -)
  n_offn=$(echo "$kern" | grep -c 'offloaded to the GPU' || true)
  missed=$(echo "$kern" | grep 'missed: gpugen' \
	   | sed 's/.*not a SCoP: \([^(]*\).*/\1/; s/.*not offloaded: \([^(]*\).*/\1/; s/ *$//' \
	   | sort | uniq -c \
	   | awk '{c=$1; $1=""; sub(/^ /,""); printf "%s%d× %s", sep, c, $0; sep="; "}')
  n_all=$((n_all + 1))
  [ "$ok" -gt 0 ] && n_scop=$((n_scop + 1))
  [ "$n_offn" -gt 0 ] && n_off=$((n_off + 1))
  offcol="-"
  [ "$n_offn" -gt 0 ] && offcol="$n_offn ($off)"
  if [ "$run" = 1 ]; then
    prog=$tmp/build/$base-gpugen
    [ $lang = Fortran ] && prog=$tmp/build/$base-f90-gpugen
    res=$(GPUGEN_EMULATE=1 timeout 600 "$prog" 2>&1)
    launches=$(echo "$res" | sed -n 's/^offloaded: yes (launches \([0-9]*\).*/\1/p')
    verify=$(echo "$res" | sed -n 's/^verify: //p')
    if [ -n "$launches" ]; then
      runcol="$launches launches, verify ${verify:-?}"
      n_run=$((n_run + 1))
    else
      runcol="host, verify ${verify:-?}"
    fi
    echo "| $name | $ok | $offcol | ${mapped:--} | ${missed:--} | $runcol |"
  else
    echo "| $name | $ok | $offcol | ${mapped:--} | ${missed:--} |"
  fi
done
echo
echo "Kernels with at least one SCoP: $n_scop of $n_all;" \
     "with an offloaded nest: $n_off of $n_all."
if [ "$run" = 1 ]; then
  echo "Kernels whose timed call launched kernels (emulator): $n_run of $n_all."
fi
