#!/bin/bash
# opt-parity.sh -- check that gpugen offloads as many gpubench nests at
# -O3, -Ofast and -O2 -funroll-loops as at -O2.
#
# Runs scop-status.sh (compile only, no programs run) once per level and
# compares, program by program, the number of nests offloaded: a program
# with fewer at some level than at -O2 is reported and the script exits
# 1.  The levels compared can be changed with LEVELS (a list separated by
# ";").  Used by the top-level "make check".
#
# Usage: bench/opt-parity.sh [PLUGIN]
set -u
here=$(cd "$(dirname "$0")" && pwd)
plugin=${1:-$here/../plugin/gpugen.so}
levels=${LEVELS:--O3;-Ofast;-O2 -funroll-loops}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The offloaded nests per program, "name count", from a scop-status
# table.
nests () {
  awk -F'|' '/^\| / && $2 !~ /kernel|---/ {
    name = $2; gsub (/^ +| +$/, "", name);
    off = $4; gsub (/^ +| +$/, "", off);
    n = (off == "-") ? 0 : off + 0;
    print name "\t" n }' "$1"
}

OPT=-O2 "$here/scop-status.sh" "$plugin" > "$tmp/base.md" || exit 1
nests "$tmp/base.md" > "$tmp/base.txt"
status=0
IFS=';'
for level in $levels; do
  IFS=' '
  OPT="$level" "$here/scop-status.sh" "$plugin" > "$tmp/level.md" || exit 1
  nests "$tmp/level.md" > "$tmp/level.txt"
  worse=$(paste "$tmp/base.txt" "$tmp/level.txt" \
	  | awk -F'\t' '$1 != $3 || $4 < $2 { printf "%s%s (%d at -O2, %d)", sep, $1, $2, $4; sep = "; " }')
  total=$(awk -F'\t' '{ s += $2 } END { print s + 0 }' "$tmp/level.txt")
  if [ -n "$worse" ]; then
    echo "FAIL: $level offloads fewer nests than -O2: $worse"
    status=1
  else
    echo "PASS: $level offloads every nest -O2 does ($total nests)"
  fi
  IFS=';'
done
exit $status
