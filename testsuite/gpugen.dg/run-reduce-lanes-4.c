/* run-reduce-lanes-1.c with runs of 7 elements a thread
   (reduce-run=7): rounds of 224 elements.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-reduce-run=7" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include "run-reduce-lanes-1.c"
