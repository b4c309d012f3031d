/* Statement grain, mapped: bicg's three statements (q[i] = 0, the s[j]
   update parallel in j, the q[i] reduction parallel in i) get one
   parallel loop each, and gpugen-fuse.cc fuses their three kernels of
   one mapped loop into one (no dependence joins them across
   iterations); gemm with its temporary gets one kernel with two mapped
   loops, the symm-like nest six kernels, and no kernel is launched
   from a host loop (the launches per call do not depend on the sizes).
   The shapes are in grain-shapes.h.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=summary" } */

#include "grain-shapes.h"

/* { dg-final { scan-tree-dump-times "SCoP 0 offloaded: 1 kernels" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-fuse\\\] SCoP 0: kernels fused" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 offloaded: 6 kernels" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "kernel \[0-9\]+: 0 host loops, mapped 2" 6 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "kernel \[0-9\]+: 0 host loops, mapped 1" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "kernel \[0-9\]+: \[1-9\] host loops" "gpugen" } } */
