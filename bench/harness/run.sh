#!/bin/bash
# run.sh -- run the gpubench programs for timing; the measuring half of
# the benchmark harness (report.py is the other half).
#
# Usage: bench/harness/run.sh BINDIR OUTDIR
#
# BINDIR holds the programs that "make -C bench build" makes
# (<name>-cpu, <name>-gpugen, <name>-f90-cpu, <name>-f90-gpugen) and,
# where they were built, the harness tools cublas-gemm and d2d-bandwidth,
# the OpenACC peers acc/<name>-acc (with acc/lib/, the libgomp they
# need), gpu-programs.txt (the -gpugen programs that contain a kernel
# launch, one a line) and scop-status.md.  OUTDIR receives:
#
#   runs.log      every run's output, each after a line
#                 "### run PROGRAM REP rc=RC"
#   ceilings.txt  the output of cublas-gemm, d2d-bandwidth, copy-rates
#                 (the machine's pageable and page-locked copy rates and
#                 launch costs) and rt-bench (the same through gpugen's
#                 runtime)
#   machine.txt   GPU, driver, CPU, date; the settings below
#   scop-status.md  copied from BINDIR
#
# Order: the two ceiling probes first, then every program that uses the
# GPU (the -gpugen programs listed in gpu-programs.txt, and the OpenACC
# peers), one at a time and alone on the machine; then all the others
# (the CPU baselines and the -gpugen programs without a kernel launch,
# which run on the host) JOBS at a time.  Each program runs REPS times
# at SIZE; the -gpugen programs run with GPUGEN_PROFILE=1.
#
# Environment: REPS (3), JOBS (12, or the number of cores less 4 when
# smaller), SIZE (large), TIMEOUT (seconds per run, 300), ONLY (a
# regular expression: run only the programs whose names match),
# DEADLINE (seconds: start no run later than this after the start, for
# machines lent for a limited time; the repetition-major order then
# leaves every program with at least its first runs).
set -u

if [ $# -ne 2 ]; then
  echo "usage: $0 BINDIR OUTDIR" >&2
  exit 2
fi
bindir=$(cd "$1" && pwd) || exit 2
mkdir -p "$2" || exit 2
outdir=$(cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)

reps=${REPS:-3}
cores=$(nproc 2>/dev/null || echo 2)
jobs=${JOBS:-$(( cores - 4 < 12 ? (cores > 4 ? cores - 4 : 1) : 12 ))}
size=${SIZE:-large}
limit=${TIMEOUT:-300}
only=${ONLY:-.}
deadline_at=$(( $(date +%s) + ${DEADLINE:-1000000000} ))

tmp=$outdir/tmp
rm -rf "$tmp"
mkdir -p "$tmp"
: > "$outdir/runs.log"

# ---- the machine ---------------------------------------------------------

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  if command -v nvidia-smi > /dev/null 2>&1; then
    nvidia-smi --query-gpu=name,driver_version,memory.total \
      --format=csv,noheader 2>/dev/null | head -1 | sed 's/^/gpu: /'
  fi
  echo "cpu: $(grep -m1 '^model name' /proc/cpuinfo | sed 's/.*: //')"
  echo "cores: $cores"
  echo "os: $(. /etc/os-release 2>/dev/null; echo "${PRETTY_NAME:-unknown}")"
  echo "kernel: $(uname -r)"
  echo "settings: REPS=$reps JOBS=$jobs SIZE=$size TIMEOUT=$limit${DEADLINE:+ DEADLINE=$DEADLINE}"
} > "$outdir/machine.txt"
cat "$outdir/machine.txt"

for f in scop-status.md build-info.txt; do
  [ -f "$bindir/$f" ] && cp "$bindir/$f" "$outdir/"
done

# ---- ceilings ------------------------------------------------------------

# cuBLAS multiplies matrices of the size of the gemm program: its
# bench_size (&b, SMALL, LARGE) call in c/gemm.c, or GEMM_N.
gemm_n=${GEMM_N:-$(sed -n 's/.*bench_size (&b, \([0-9]*\), \([0-9]*\)).*/\1 \2/p' \
		   "$here/../c/gemm.c" | head -1)}
case $size in
  large) gemm_n=${gemm_n##* } ;;
  *) gemm_n=${gemm_n%% *} ;;
esac
: > "$outdir/ceilings.txt"
if [ -x "$bindir/d2d-bandwidth" ]; then
  timeout 120 "$bindir/d2d-bandwidth" >> "$outdir/ceilings.txt" 2>&1 \
    || echo "d2d: failed (rc=$?)" >> "$outdir/ceilings.txt"
fi
if [ -x "$bindir/copy-rates" ]; then
  timeout 300 "$bindir/copy-rates" >> "$outdir/ceilings.txt" 2>&1 \
    || echo "copy: failed (rc=$?)" >> "$outdir/ceilings.txt"
fi
if [ -x "$bindir/rt-bench" ]; then
  timeout 300 "$bindir/rt-bench" >> "$outdir/ceilings.txt" 2>&1 \
    || echo "rt-bench: failed (rc=$?)" >> "$outdir/ceilings.txt"
fi
if [ -x "$bindir/cublas-gemm" ]; then
  timeout 120 "$bindir/cublas-gemm" "${gemm_n:-1600}" \
    >> "$outdir/ceilings.txt" 2>&1 \
    || echo "cublas: failed (rc=$?)" >> "$outdir/ceilings.txt"
fi
cat "$outdir/ceilings.txt"

# ---- the runs ------------------------------------------------------------

# Run program $1 (a path) for repetition $2; its output goes to
# $tmp/<name>.<rep>.out, headed by the "### run" line.
one_run ()
{
  local p=$1 rep=$2 name rc
  name=$(basename "$p")
  if [ "$(date +%s)" -ge "$deadline_at" ]; then
    echo "$name rep $rep: skipped (DEADLINE)"
    return 0
  fi
  local out=$tmp/$name.$rep.out
  local -a env=()
  case $name in
    *-gpugen) env=(GPUGEN_PROFILE=1) ;;
    *-acc) env=("LD_LIBRARY_PATH=$(dirname "$p")/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}") ;;
  esac
  # A peer that hangs in its device set-up must not eat the time of the
  # others: at most 60 s.
  local t=$limit
  case $name in *-acc) [ "$t" -gt 60 ] && t=60 ;; esac
  env "${env[@]}" timeout "$t" "$p" "$size" > "$out.body" 2>&1
  rc=$?
  { echo "### run $name $rep rc=$rc"; cat "$out.body"; } > "$out"
  rm -f "$out.body"
  echo "$name rep $rep: rc=$rc $(sed -n 's/^time: //p' "$out")" \
    "$(sed -n 's/^verify: //p' "$out")"
  return $rc
}
export -f one_run
export tmp size limit deadline_at

gpu_list=$bindir/gpu-programs.txt
uses_gpu ()
{
  case $1 in
    *-acc) return 0 ;;
  esac
  [ -f "$gpu_list" ] && grep -qx "$1" "$gpu_list"
}

serial=()
pool=()
for p in "$bindir"/*-cpu "$bindir"/*-gpugen "$bindir"/acc/*-acc; do
  [ -x "$p" ] || continue
  name=$(basename "$p")
  echo "$name" | grep -Eq -- "$only" || continue
  if uses_gpu "$name"; then
    serial+=("$p")
  else
    pool+=("$p")
  fi
done
echo "runs: ${#serial[@]} programs alone (GPU), ${#pool[@]} programs" \
  "$jobs at a time, $reps repetitions each, size $size"

# A GPU program that fails its first run is not repeated.
start=$(date +%s)
declare -A broken=()
for rep in $(seq 1 "$reps"); do
  for p in "${serial[@]}"; do
    [ -n "${broken[$p]:-}" ] && continue
    one_run "$p" "$rep" || broken[$p]=1
  done
done
echo "GPU programs done after $(( $(date +%s) - start )) s"

# Repetition-major order, so that the repetitions of one program are
# spread over the run rather than side by side.
for rep in $(seq 1 "$reps"); do
  for p in "${pool[@]}"; do
    printf '%s %s\n' "$p" "$rep"
  done
done | xargs -r -P "$jobs" -L 1 bash -c 'one_run "$0" "$1" || true'
echo "all runs done after $(( $(date +%s) - start )) s"

cat "$tmp"/*.out > "$outdir/runs.log" 2>/dev/null
rm -rf "$tmp"
exit 0
