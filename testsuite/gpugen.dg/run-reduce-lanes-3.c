/* run-reduce-lanes-1.c with runs of 1 element a thread
   (reduce-run=1): rounds of 32 elements.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-reduce-run=1" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include "run-reduce-lanes-1.c"
