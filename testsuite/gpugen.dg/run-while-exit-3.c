/* run-while-exit-2.c at -O3, where PRE keeps the tested element in a
   register across the loop (gpugen-hostexit.cc loads it again for the
   test; the step counter's removal must give the program's test back
   on the loaded value, not on the register's PHI, which is gone).  */
/* { dg-do run } */
/* { dg-options "-O3 -fopt-info-omp-optimized -fplugin-arg-gpugen-dump=summary" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-prune-output "loop nest offloaded to the GPU" } */

#include "run-while-exit-2.c"

/* elem, forever and ret one region each; dbl given up after the model;
   the four counters removed.  */
/* { dg-final { scan-tree-dump-times "loaded again for the exit's test" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "is tested on the host \\(3 statements, combined with a step counter of its own\\)" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "is tested on the host \\(2 statements, combined with a step counter of its own\\)" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the step counter is removed" 4 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the time loop runs on the host: \[^\n\]*'x' after the time loop" 1 "gpugen" } } */
