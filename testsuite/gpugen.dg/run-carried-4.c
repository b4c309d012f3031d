/* run-carried-3.c at -O3, where gpugen's pass runs before final value
   replacement (the int counters' amounts are read from the inner
   loops' counters and latch counts): the three nests are offloaded and
   match the host reference.  */
/* { dg-do run } */
/* { dg-options "-O3 -fopt-info-omp-optimized -fplugin-arg-gpugen-dump=summary" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-prune-output "gpugen: loop nest offloaded to the GPU" } */

#include "run-carried-3.c"

/* { dg-final { scan-tree-dump-times "gpugen: SCoP \\d+ offloaded: \\d+ kernels" 3 "gpugen" } } */
