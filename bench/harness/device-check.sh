#!/bin/bash
# device-check.sh -- everything a GPU machine checks after a change to
# code generation or the runtime, in one call: the run tests on the GPU
# and on the emulator, the examples, every gpubench program at the
# small size (verify line, launches during the timed call), and a
# selection at the large size against the CPU build (single runs, not
# the medians of "make bench").
#
# Build here first, then carry testsuite/run-build, bench/build and
# examples/build:
#   make -C testsuite run-build
#   make -C bench build GPUGEN_FLAGS=-fplugin-arg-gpugen-emulate
#   make -C examples
# and run "bash bench/harness/device-check.sh" from the repository root
# on the GPU machine.
cd "$(dirname "$0")/../.."
set +e
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "=== run tests on GPU"
GPUGEN_REQUIRE_OFFLOAD=1 testsuite/run-build/run-device.sh run 2>&1 | tail -50
echo "=== run tests on emulator"
GPUGEN_EMULATE=1 GPUGEN_REQUIRE_OFFLOAD=1 testsuite/run-build/run-device.sh run 2>&1 | tail -3
echo "=== examples"
NAMES=$(cd examples/build && find c fortran -type f ! -name '*-host' -perm -u+x | sort)
REQUIRE_OFFLOAD=1 examples/run-examples.sh examples/build $NAMES 2>&1 | tail -16
echo "=== bench small"
for p in bench/build/*-gpugen; do
  n=$(basename $p)
  out=$(GPUGEN_PROFILE=1 timeout 120 $p small 2>&1)
  echo "$n | $(echo "$out" | grep -E '^verify:' ) | $(echo "$out" | grep -E '^offloaded:') | $(echo "$out" | grep -E 'kernel launches on' | tail -1)"
done
echo "=== bench large"
for n in atax covariance cholesky durbin trisolv adi ludcmp nussinov fdtd-2d doitgen gemm jacobi-2d; do
  for v in cpu gpugen; do
    out=$(timeout 60 bench/build/$n-$v large 2>&1)
    echo "$n-$v | $(echo "$out" | grep -E '^size:') | $(echo "$out" | grep -E '^verify:') | $(echo "$out" | grep -E '^time:') | $(echo "$out" | grep -E '^offloaded:')"
  done
done
for n in gesummv mvt heat-3d fdtd-2d; do
  for v in f90-cpu f90-gpugen; do
    out=$(timeout 60 bench/build/$n-$v large 2>&1)
    echo "$n-$v | $(echo "$out" | grep -E '^size:') | $(echo "$out" | grep -E '^verify:') | $(echo "$out" | grep -E '^time:') | $(echo "$out" | grep -E '^offloaded:')"
  done
done
