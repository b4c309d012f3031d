/* run-mma-1.c with wide-blocks=1: every launch of the two products runs
   the wide version (64 x 128 x 32 tiles, 8 x 4 elements of C a thread,
   4 x 4 mma tiles a warp) on the tensor cores; the profile shows the
   wide kernels' launches, and the results match the host reference bit
   for bit.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-wide-blocks=1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output ".*gpugen: kernel gpugen_gemm_L\[0-9\]+_1w \[^\r\n\]*: 4 launches" } */
/* { dg-output ".*gpugen: kernel gpugen_gemm_at_L\[0-9\]+_0w \[^\r\n\]*: 4 launches" } */

#include "run-mma-1.c"
