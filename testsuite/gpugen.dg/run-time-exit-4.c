/* run-time-exit-2.c at -O3, where PRE keeps the tested element of the
   "while (a[c][c] < tol && it < maxit)" loop in a register across the
   loop (loaded before it and after the step's nests): the exit's test
   loads it again (gpugen-hostexit.cc), and each of the five loops is
   one region whose time loop runs on the host, as at -O2, with the
   results of the host references.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-gpugen-dump=summary" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include "run-time-exit-2.c"

/* { dg-final { scan-tree-dump-times "SCoP \[0-9\]+ offloaded: \[0-9\]+ kernels" 5 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "loaded again for the exit's test" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "the time loop runs on the host" "gpugen" } } */
