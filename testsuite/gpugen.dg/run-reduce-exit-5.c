/* The host code of run-reduce-exit-3.c's regions (GPUGEN_OFFLOAD=never):
   the stores of the error on each way out of the loop, which the
   model's view takes out (gpugen-reduce-exit.cc), are back where the
   program makes them, and the results are the reference's bit for
   bit.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "never" } */
/* { dg-gpugen-expect host } */

#include "run-reduce-exit-3.c"
