/* run-time-exit-3.c at -O3: each of the three loops whose tested element
   moves with the step is one region whose time loop runs on the host,
   as at -O2, with the results of the host references.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-gpugen-dump=summary" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include "run-time-exit-3.c"

/* { dg-final { scan-tree-dump-times "SCoP \[0-9\]+ offloaded: \[0-9\]+ kernels" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "the time loop runs on the host" "gpugen" } } */
