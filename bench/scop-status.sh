#!/bin/bash
# scop-status.sh -- which main loop nests of gpubench gpugen models as
# SCoPs, and why the others are missed.
#
# Compiles every kernel of bench/c and bench/fortran with the plugin and
# -fopt-info-omp-all, keeps the messages located in the kernel itself
# (the lines before "#ifndef BENCH_REF" in C, before "program" in
# Fortran; the set-up code in main is not counted) and writes a Markdown
# table on standard output.  Usage: bench/scop-status.sh [PLUGIN]
set -u
here=$(cd "$(dirname "$0")" && pwd)
plugin=${1:-$here/../plugin/gpugen.so}
cc=${CC:-gcc}
fc=${FC:-gfortran}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "| kernel | SCoPs in the kernel | missed nests (reason) |"
echo "| --- | --- | --- |"
# The Fortran programs use the bench_mod module.
$fc -c "$here/common/bench_mod.F90" -J"$tmp" -o "$tmp/bench_mod.o" 2>/dev/null
n_all=0
n_ok=0
for f in "$here"/c/*.c "$here"/fortran/*.F90; do
  case $f in
    *.c) lang=C; end=$(grep -n '^#ifndef BENCH_REF' "$f" | head -1 | cut -d: -f1)
	 out=$($cc -O2 -fplugin="$plugin" -fopt-info-omp-all -I"$here/common" \
	       -c "$f" -o "$tmp/x.o" 2>&1) ;;
    *) lang=Fortran; end=$(grep -in '^ *program ' "$f" | head -1 | cut -d: -f1)
       # The program uses the reference module, built from the same file.
       $fc -DBENCH_REF -J"$tmp" -I"$tmp" -c "$f" -o "$tmp/ref.o" 2>/dev/null
       out=$($fc -O2 -fplugin="$plugin" -fopt-info-omp-all -J"$tmp" -I"$tmp" \
	     -c "$f" -o "$tmp/x.o" 2>&1) ;;
  esac
  name=$(basename "${f%.*}")
  [ $lang = Fortran ] && name="$name (Fortran)"
  end=${end:-999999}
  kern=$(echo "$out" | awk -F: -v end="$end" '$2 < end && / gpugen: /')
  ok=$(echo "$kern" | grep -c 'optimized: gpugen: SCoP' || true)
  missed=$(echo "$kern" | grep 'missed: gpugen' \
	   | sed 's/.*not a SCoP: \([^(]*\).*/\1/; s/ *$//' | sort | uniq -c \
	   | awk '{c=$1; $1=""; sub(/^ /,""); printf "%s%d× %s", sep, c, $0; sep="; "}')
  n_all=$((n_all + 1))
  [ "$ok" -gt 0 ] && n_ok=$((n_ok + 1))
  echo "| $name | $ok | ${missed:--} |"
done
echo
echo "Kernels with at least one SCoP: $n_ok of $n_all."
