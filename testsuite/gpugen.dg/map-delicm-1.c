/* PHIs that mirror an array element, mapped: the atax-like nest's two
   header PHIs (tmp[i] kept in a register across both j loops) are
   loads of tmp[i] again, and its nest gets three kernels of one mapped
   loop, none launched from a host loop (before: six kernels, two of
   them launched i + j times along a wavefront); the first two, over i,
   are fused (gpugen-fuse.cc), the y update over j is not (it reads
   every tmp[i]).  gesummv's and bicg's nests are one kernel each.
   Each function is one region: the loop that clears y (s in bicg)
   starts it at its guard, whose block also converts the sizes for the
   address arithmetic (gpugen-detect.cc, split_loop_guards), and the
   clearing loop's kernel is fused with the next one over the same
   index.  The shapes are in delicm-shapes.h.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */

#include "delicm-shapes.h"

/* { dg-final { scan-tree-dump-times "\\\[gpugen-delicm\\\] loop \[0-9\]+: PHI \[^ \]+ mirrors" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "SCoP 0 offloaded: 2 kernels" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "SCoP 0 offloaded: 1 kernels" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "SCoP 1 offloaded" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "kernel \[0-9\]+: 0 host loops, mapped 1" 4 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "kernel \[0-9\]+: \[1-9\] host loops" "gpugen" } } */
