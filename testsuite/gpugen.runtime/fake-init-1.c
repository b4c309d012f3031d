/* gpugen_init creates the context and loads every registered image
   before any loop nest runs.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_TRACE "1" } */
/* { dg-output "before init\[\r\n\]+" } */
/* { dg-output "(fake-cuda: \[A-Za-z_0-9\]+\[\r\n\]+)*" } */
/* { dg-output "fake-cuda: cuDevicePrimaryCtxRetain\[\r\n\]+" } */
/* { dg-output "(fake-cuda: \[A-Za-z_0-9\]+\[\r\n\]+)*" } */
/* { dg-output "fake-cuda: cuModuleLoadDataEx\[\r\n\]+" } */
/* { dg-output "(fake-cuda: \[A-Za-z_0-9\]+\[\r\n\]+)*" } */
/* { dg-output "after init\[\r\n\]+" } */

#include "runtime-test.h"

int
main (void)
{
  fprintf (stderr, "before init\n");
  CHECK (gpugen_init ());
  fprintf (stderr, "after init\n");
  CHECK (check_add_one (10, 32) == 1);
  return 0;
}
