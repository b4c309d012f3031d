/* Parity of the optimization levels: at -O3 gpugen offloads the
   three nests of opt-levels.h as at -O2, and they compute what the
   host references do.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-gpugen-dump=summary" } */
/* { dg-gpugen-expect offload } */

#include "opt-levels.h"

/* { dg-final { scan-tree-dump-times "SCoP \[0-9\]+ offloaded: \[0-9\]+ kernels" 3 "gpugen" } } */
