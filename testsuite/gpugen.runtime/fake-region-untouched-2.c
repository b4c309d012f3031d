/* A copy to the device of host memory never touched whose zeroing on
   the device fails (cuMemsetD8Async): the failure is named, the region
   fails before its launch and the host computes the results, into
   memory the runtime left as it was.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_FAIL "cuMemsetD8Async" } */
/* { dg-output "^gpugen: cuMemsetD8Async error: \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include <sys/mman.h>

#include "region-test.h"

int
main (void)
{
  const long lo = 0, hi = (8L << 20) / sizeof (float);
  float *a = mmap (NULL, hi * sizeof *a, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  long i;

  CHECK (a != MAP_FAILED);
  CHECK (region_add_one (a, lo, hi, 256) == 0);
  CHECK (gpugen_kernel_launches () == 0);
  for (i = 0; i < hi; i++)
    CHECK (a[i] == 1);
  printf ("done\n");
  return 0;
}
