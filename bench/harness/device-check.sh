#!/bin/bash
# device-check.sh -- everything a GPU machine checks after a change to
# code generation or the runtime, in one call: the run tests on the GPU
# and on the emulator, the examples, every gpubench program at the
# small size (verify line, launches during the timed call), and a
# selection at the large size against the CPU build (single runs, not
# the medians of "make bench").  The run tests, the examples and the
# small gpubench runs use GPUGEN_OFFLOAD=always (they are small, and
# auto would run them on the host); the large runs use the default,
# auto, and print its placements.
#
# Build here first, then carry testsuite/run-build, bench/build and
# examples/build:
#   make -C testsuite run-build
#   make -C bench build GPUGEN_FLAGS=-fplugin-arg-gpugen-emulate
#   make -C bench/harness BUILD=$PWD/bench/build
#   make -C examples
# and run "bash bench/harness/device-check.sh" from the repository root
# on the GPU machine.  (bench/harness builds copy-rates with nvcc, and
# rt-bench and the runtime's device-* tests into bench/build/harness/,
# linking runtime/libgpugen.a.)  "ONLY=runtime bash
# bench/harness/device-check.sh" runs only the runtime section: the
# machine's copy rates and launch costs (copy-rates), the runtime's own
# under each of its settings (rt-bench), the runtime's device-* tests,
# the host-loop programs at the large size with the defaults (graphs,
# GPUGEN_OFFLOAD=auto), offloaded always, and without graphs, and auto's
# placements with their reasons (GPUGEN_PROFILE=1).
cd "$(dirname "$0")/../.."
set +e
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "=== runtime: copy rates and launch costs"
h=bench/build/harness
[ -x $h/copy-rates ] && timeout 300 $h/copy-rates
if [ -x $h/rt-bench ]; then
  for e in "" GPUGEN_ASYNC=0 GPUGEN_GRAPHS=0 GPUGEN_REGISTER_MB=1 \
	   GPUGEN_KEEP_BUFFERS=0 GPUGEN_COPY_THREADS=0 GPUGEN_COPY_THREADS=3 \
	   GPUGEN_COPY_THREADS=11 GPUGEN_COPY_THREADS=15 GPUGEN_PREFAULT=0; do
    env $e timeout 300 $h/rt-bench
  done
  # The first copy in of a process (doitgen's 172 MB ran at 12.8 GB/s)
  # at doitgen's size: cold, after a warm-up of the copy path (a new
  # device buffer still), and with the GPU idle 200 ms before each.
  for e in "" RT_BENCH_WARM_MB=64 RT_BENCH_IDLE_MS=200; do
    env $e timeout 300 $h/rt-bench 164 5 | grep -E 'backend|warm-up|region h2d'
  done
fi
echo "=== runtime: device tests (the real driver)"
for t in testsuite/gpugen.runtime/device-*.c; do
  exe=$h/rt-tests/$(basename $t .c)
  if [ ! -x $exe ]; then
    exe=/tmp/rt-$(basename $t .c)
    gcc -O2 -Iinclude -Itestsuite/gpugen.runtime $t runtime/libgpugen.a \
      -ldl -pthread -o $exe 2>&1 | tail -3
  fi
  env $(sed -n 's/.*dg-set-target-env-var \([A-Z_]*\) "\(.*\)".*/\1=\2/p' $t) \
    $exe > /tmp/rt-test.out 2>&1
  rc=$?
  echo "$(basename $t): rc=$rc $(tail -1 /tmp/rt-test.out)"
done
# The run tests are small: GPUGEN_OFFLOAD=always keeps them on the GPU
# (auto would run most of them on the host); run-profit-* set their own.
echo "=== runtime: run tests on the GPU with GPUGEN_GRAPHS=0, and with GPUGEN_ASYNC=0"
GPUGEN_OFFLOAD=always GPUGEN_GRAPHS=0 GPUGEN_REQUIRE_OFFLOAD=1 testsuite/run-build/run-device.sh run 2>&1 | tail -3
GPUGEN_OFFLOAD=always GPUGEN_ASYNC=0 GPUGEN_REQUIRE_OFFLOAD=1 testsuite/run-build/run-device.sh run 2>&1 | tail -3
echo "=== runtime: host loops at the large size: default (graphs, GPUGEN_OFFLOAD=auto), GPUGEN_OFFLOAD=always, GPUGEN_GRAPHS=0 GPUGEN_OFFLOAD=always"
for n in jacobi-1d durbin trisolv seidel-2d doitgen gemm atax; do
  [ -x bench/build/$n-gpugen ] || continue
  for e in "" GPUGEN_OFFLOAD=always "GPUGEN_GRAPHS=0 GPUGEN_OFFLOAD=always"; do
    out=$(env $e timeout 120 bench/build/$n-gpugen large 2>&1)
    echo "$n-gpugen ${e:-default} | $(echo "$out" | grep -E '^verify:') | $(echo "$out" | grep -E '^time:') | $(echo "$out" | grep -E '^offloaded:')"
  done
  out=$(timeout 120 bench/build/$n-cpu large 2>&1)
  echo "$n-cpu | $(echo "$out" | grep -E '^time:')"
done
echo "=== runtime: profile under graphs, and auto's decisions at the large size (GPUGEN_PROFILE=1)"
for n in durbin trisolv doitgen gemm atax jacobi-2d covariance; do
  [ -x bench/build/$n-gpugen ] || continue
  out=$(GPUGEN_PROFILE=1 timeout 120 bench/build/$n-gpugen large 2>&1)
  echo "$n-gpugen | $(echo "$out" | grep -E '^time:') | $(echo "$out" | grep -E '^offloaded:')"
  echo "$out" | grep -E '^gpugen: (region .*: (host|device|[0-9]+ of)|kernel .*launch|[0-9]+ kernel launches)' | grep -v '(main)' | head -8
done
[ "${ONLY:-}" = runtime ] && exit 0
echo "=== run tests on GPU (GPUGEN_OFFLOAD=always), then with auto (placements only)"
GPUGEN_OFFLOAD=always GPUGEN_REQUIRE_OFFLOAD=1 testsuite/run-build/run-device.sh run 2>&1 | tail -50
testsuite/run-build/run-device.sh run 2>&1 | tail -3
echo "=== run tests on emulator"
GPUGEN_EMULATE=1 GPUGEN_REQUIRE_OFFLOAD=1 testsuite/run-build/run-device.sh run 2>&1 | tail -3
echo "=== examples"
NAMES=$(cd examples/build && find c fortran -type f ! -name '*-host' -perm -u+x | sort)
GPUGEN_OFFLOAD=always REQUIRE_OFFLOAD=1 examples/run-examples.sh examples/build $NAMES 2>&1 | tail -16
echo "=== bench small"
for p in bench/build/*-gpugen; do
  n=$(basename $p)
  out=$(GPUGEN_OFFLOAD=always GPUGEN_PROFILE=1 timeout 120 $p small 2>&1)
  echo "$n | $(echo "$out" | grep -E '^verify:' ) | $(echo "$out" | grep -E '^offloaded:') | $(echo "$out" | grep -E 'kernel launches on' | tail -1)"
done
echo "=== bench large"
for n in atax covariance cholesky durbin trisolv adi ludcmp nussinov fdtd-2d doitgen gemm jacobi-2d; do
  for v in cpu gpugen; do
    out=$(GPUGEN_PROFILE=1 timeout 60 bench/build/$n-$v large 2>&1)
    echo "$n-$v | $(echo "$out" | grep -E '^size:') | $(echo "$out" | grep -E '^verify:') | $(echo "$out" | grep -E '^time:') | $(echo "$out" | grep -E '^offloaded:') | $(echo "$out" | grep -E '^gpugen: region .*: host: ' | grep -v '(main)' | head -1)"
  done
done
for n in gesummv mvt heat-3d fdtd-2d; do
  for v in f90-cpu f90-gpugen; do
    out=$(timeout 60 bench/build/$n-$v large 2>&1)
    echo "$n-$v | $(echo "$out" | grep -E '^size:') | $(echo "$out" | grep -E '^verify:') | $(echo "$out" | grep -E '^time:') | $(echo "$out" | grep -E '^offloaded:')"
  done
done
