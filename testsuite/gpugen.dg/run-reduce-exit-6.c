/* The host code of run-reduce-exit-4.c's regions (GPUGEN_OFFLOAD=never,
   -fno-tree-loop-im): the store of the error in every step, which the
   model's view takes out (gpugen-reduce-exit.cc), is back where the
   program makes it, and the results are the reference's bit for
   bit.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-tree-loop-im" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "never" } */
/* { dg-gpugen-expect host } */

#include "run-reduce-exit-4.c"
