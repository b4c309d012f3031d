#!/bin/bash
# Session 23, device call 1: floyd-warshall, rbb/rbd timings, then the run tests.
set -u
S=.carry/s23
O=${OUT:-/tmp/out}
mkdir -p $O
{ date -u; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader; nproc; } > $O/machine.txt 2>&1
cat $O/machine.txt
# warm the context once
B=$S/bin
T0=$(date +%s)
cd $S && tar xJf rbf.tar.xz && cd - > /dev/null
for k in 0 1 2 3; do
  d=$S/p$k; mkdir -p $d
  awk -v k=$k 'NR%4==k' $S/rbf/MANIFEST > $d/MANIFEST
  for n in $(awk '{print $1}' $d/MANIFEST); do ln -sf ../rbf/$n $d/$n; done
  cp $S/rbf/run-device.sh $d/
done
for k in 0 1 2 3; do
  (GPUGEN_OFFLOAD=always GPUGEN_REQUIRE_OFFLOAD=1 TIMEOUT=100 sh $S/p$k/run-device.sh run $S/p$k > $O/rt-$k.txt 2>&1) &
done
wait
echo "run tests done $(( $(date +%s) - T0 )) s"
grep -h "^FAIL" $O/rt-*.txt
tail -qn1 $O/rt-*.txt
# floyd-warshall large (1600): cpu -O3, 1fe8fc7 (before session 22), HEAD
for r in 1; do
  for v in cpu s21 head; do
    echo "### floyd $v rep $r"
    GPUGEN_PROFILE=1 timeout 120 $B/floyd-warshall-$v large 2>&1 | tail -6
  done
done > $O/floyd.txt 2>&1
echo "floyd done $(( $(date +%s) - T0 )) s"
for p in rbb rbd; do
  for a in "1000 20" "2000 50"; do
    for v in cpu 6951056 head; do
      echo "### $p $a $v"
      GPUGEN_PROFILE=1 timeout 120 $B/$p-$v $a 2>&1 | grep -v "^  " | tail -12
    done
  done
done > $O/rb.txt 2>&1
echo "rb done $(( $(date +%s) - T0 )) s"
# Diagnostics: where the modern Fortran stencils' time goes (s19: jacobi-2d-modern 273 ms with 23 ms of kernels and 15 ms of copies).
command -v perf nsys strace ltrace > $O/tools.txt 2>&1
for v in "" GPUGEN_ASYNC=0 GPUGEN_REGISTER_MB=0 GPUGEN_PREFAULT=0; do
  for p in jacobi-2d-modern-f90 jacobi-2d-f90; do
    echo "### $p env $v"
    env $v GPUGEN_PROFILE=1 timeout 60 $B/$p-gpugen large 2>&1 | grep -v "^  "
  done
done > $O/diag.txt 2>&1
GPUGEN_PROFILE=1 timeout 60 $B/heat-3d-modern-f90-gpugen large >> $O/diag.txt 2>&1
echo "diag done $(( $(date +%s) - T0 )) s"
