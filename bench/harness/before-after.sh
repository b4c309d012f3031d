#!/bin/bash
# before-after.sh -- time an older and a newer build of gpubench in one
# call on one GPU machine, for bench/harness/compare.py.
#
# Usage (on the GPU machine, from the top of the tree):
#   bench/harness/before-after.sh BEFORE_BIN AFTER_BIN OUTDIR
#
# BEFORE_BIN and AFTER_BIN are directories made by prepare.sh (or
# "make -C bench bench-pack") from the two builds.  The -gpugen programs
# of BEFORE_BIN run first (its -cpu programs are the same sources at the
# same flags, so only AFTER_BIN's run), then the whole of AFTER_BIN, both
# through run.sh with the same settings (REPS, SIZE, TIMEOUT; DEADLINE
# applies to each half).  OUTDIR receives before/ and after/ (run.sh's
# output) and the tarball raw.tgz of both, which compare.py reads here:
#   tar xzf raw.tgz && bench/harness/compare.py before after --name NAME
set -u
if [ $# -ne 3 ]; then
  echo "usage: $0 BEFORE_BIN AFTER_BIN OUTDIR" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
before=$1 after=$2 out=$3
mkdir -p "$out"
ONLY='-gpugen$' "$here/run.sh" "$before" "$out/before" \
  > "$out/before.txt" 2>&1
tail -3 "$out/before.txt"
"$here/run.sh" "$after" "$out/after" > "$out/after.txt" 2>&1
tail -3 "$out/after.txt"
(cd "$out" && tar czf raw.tgz before after)
