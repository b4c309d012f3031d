/* Statement grain, mapped: bicg gets three kernels of one mapped loop
   each, gemm with its temporary one kernel with two mapped loops, the
   symm-like nest six kernels, and no kernel is launched from a host
   loop (the launches per call do not depend on the sizes).  The shapes
   are in grain-shapes.h.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=summary" } */

#include "grain-shapes.h"

/* { dg-final { scan-tree-dump "SCoP 0 offloaded: 3 kernels" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 offloaded: 1 kernels" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 offloaded: 6 kernels" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "kernel \[0-9\]+: 0 host loops, mapped 2" 6 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "kernel \[0-9\]+: 0 host loops, mapped 1" 4 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "kernel \[0-9\]+: \[1-9\] host loops" "gpugen" } } */
