#!/bin/bash
# gemm-regtile.sh -- device-resident gemm in float and double, gpugen's
# kernels (with and without register tiling, and with other tile
# sizes) next to cuBLAS SGEMM and DGEMM, in one run on the GPU.
#
# Usage (from anywhere; the GPU machine cannot build, so two steps):
#   bench/harness/gemm-regtile.sh build DIR      here: the programs
#   bench/harness/gemm-regtile.sh run DIR [N [REPS]]   on the GPU
#   bench/harness/gemm-regtile.sh all DIR [N [REPS]]   both at once
# (default N 4096, REPS 3).
#
# "build" makes, in DIR:
#   gemm-regtile-<variant>  bench/harness/gemm-regtile.c with the plugin
#                           (plugin/gpugen.so, runtime/libgpugen.a of
#                           this tree), one per variant of plugin flags
#                           below, and <variant>.remark, the -fopt-info
#                           remarks (the tile sizes and registers);
#   cublas-gemm             bench/harness/cublas-gemm.cu with nvcc.
# "run" runs each variant under GPUGEN_PROFILE=1 and prints, per
# variant and type,
#   gemm-regtile VARIANT float|double n N kernel_ms T tflops R check ok
# where T is the device time of the type's kernels per call (the
# profile's sum over the REPS calls, divided by REPS; copies excluded;
# the scaling of C by beta included, as in cuBLAS) and R = 2 N^3 / T;
# then cuBLAS's lines
#   cublas: sgemm n N ms T tflops R check ok
#   cublas: dgemm n N ms T tflops R check ok
# and "ratio VARIANT float|double P% of cuBLAS" per variant and type.
# BEFORE_PLUGIN (env, at build time): the gpugen.so that builds the
# variants whose NAME starts with "before" (the code before a change,
# measured in the same run as the change).
# VARIANTS (env, at build time) overrides the list: NAME=FLAGS words
# separated by spaces, FLAGS with @ for spaces, e.g.
#   VARIANTS='a=-fplugin-arg-gpugen-sizes={kernel[1]->tile[64,128,16]}'
set -u
set -f
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mode=${1:-}
dir=${2:-}
if [ -z "$dir" ] || ! [[ "$mode" =~ ^(build|run|all)$ ]]; then
  echo "usage: $0 build|run|all DIR [N [REPS]]" >&2
  exit 2
fi
n=${3:-4096}
reps=${4:-3}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
CC=${CC:-gcc}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
plugin=$root/plugin/gpugen.so
lib=$root/runtime/libgpugen.a
# The contraction is kernel 1 of sgemm_rt's and dgemm_rt's SCoPs (kernel
# 0 scales C).  The default: 64x64x32 tiles, 8x2 registers per thread.
variants=${VARIANTS:-"regs= noregs=-fplugin-arg-gpugen-registers=0 \
r64x128k16=-fplugin-arg-gpugen-sizes={kernel[1]->tile[64,128,16]} \
r128x64k16=-fplugin-arg-gpugen-sizes={kernel[1]->tile[128,64,16]} \
r64x64k16=-fplugin-arg-gpugen-sizes={kernel[1]->tile[64,64,16]} \
r128x128k8=-fplugin-arg-gpugen-sizes={kernel[1]->tile[128,128,8]}"}

if [ "$mode" != run ]; then
  rm -f "$dir"/gemm-regtile-* "$dir"/variants.txt
  for v in $variants; do
    name=${v%%=*}
    flags=${v#*=}
    flags=${flags//@/ }
    exe=$dir/gemm-regtile-$name
    vplugin=$plugin
    case $name in
      before*) vplugin=${BEFORE_PLUGIN:-$plugin} ;;
    esac
    if "$CC" -O2 -fplugin="$vplugin" -fopt-info-omp $flags \
	 -fplugin-arg-gpugen-cache=0 "$here/gemm-regtile.c" "$lib" \
	 -ldl -lpthread -lm -o "$exe" 2> "$dir/$name.remark" \
       && ! grep -q "failed" "$dir/$name.remark"; then
      echo "$name" >> "$dir/variants.txt"
      echo "gemm-regtile: built $name:" \
	"$(grep -o 'tiled[^;)]*)[^;)]*' "$dir/$name.remark" | head -n 1)"
    else
      echo "gemm-regtile: building $name failed (see $dir/$name.remark)"
    fi
  done
  if [ -x "$NVCC" ]; then
    "$NVCC" -O3 -gencode arch=compute_90,code=[sm_90,compute_90] \
      -o "$dir/cublas-gemm" "$here/cublas-gemm.cu" -lcublas \
      || echo "gemm-regtile: cublas-gemm not built"
  else
    echo "gemm-regtile: no nvcc: cublas-gemm not built"
  fi
fi
[ "$mode" = build ] && exit 0

declare -A tf
names=$(cat "$dir/variants.txt" 2>/dev/null)
for name in $names; do
  res=$(GPUGEN_PROFILE=1 "$dir/gemm-regtile-$name" "$n" "$reps" 2>&1)
  echo "$res" | grep -E '^gemm-regtile:|^gpugen: .*(error|fail)' \
    | sed "s/^/  $name: /"
  for ty in float double; do
    pre=gpugen_sgemm_rt_
    [ $ty = double ] && pre=gpugen_dgemm_rt_
    ms=$(echo "$res" | awk -v pre="$pre" -v reps="$reps" '
      $1 == "gpugen:" && $2 == "kernel" && index ($3, pre) == 1 {
        for (i = 4; i <= NF; i++) if ($i == "ms") ms += $(i - 1) }
      END { printf "%.3f", ms / reps }')
    ok=$(echo "$res" | sed -n "s/^gemm-regtile: $ty check \([a-zA-Z]*\).*/\1/p")
    t=$(awk -v n="$n" -v ms="$ms" 'BEGIN { if (ms > 0)
      printf "%.2f", 2 * n * n * n / (ms * 1e9); else print 0 }')
    tf[$name.$ty]=$t
    echo "gemm-regtile $name $ty n $n kernel_ms $ms tflops $t check ${ok:-missing}"
  done
done

if [ -x "$dir/cublas-gemm" ]; then
  cres=$("$dir/cublas-gemm" "$n" 5)
  echo "$cres"
  cs=$(echo "$cres" | sed -n 's/^cublas: sgemm .* tflops \([0-9.]*\).*/\1/p')
  cd=$(echo "$cres" | sed -n 's/^cublas: dgemm .* tflops \([0-9.]*\).*/\1/p')
  for name in $names; do
    for ty in float double; do
      ref=$cs
      [ $ty = double ] && ref=$cd
      awk -v t="${tf[$name.$ty]:-0}" -v r="${ref:-0}" -v name="$name" \
	-v ty="$ty" 'BEGIN { if (r > 0)
	  printf "ratio %s %s %.1f%% of cuBLAS\n", name, ty, 100 * t / r }'
    done
  done
else
  echo "gemm-regtile: no cublas-gemm in $dir"
fi
