/* On a real GPU, GPUGEN_PROFILE times the kernels with CUDA events and
   names the GPU in its last line.  */
/* { dg-do run } */
/* { dg-require-effective-target gpugen_cuda_device } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel gpugen_add_one \\(loop\\): 4 launches, grid \\(\[0-9,\]+\\), block \\(\[0-9,\]+\\), \[0-9.\]+ ms\[\r\n\]+" } */
/* { dg-output "gpugen: region loop: 4 entries, 16777216 bytes in \\(\[0-9.\]+ ms\\), 16777216 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 4 kernel launches on \[^\r\n\]+\[\r\n\]*$" } */

#include "device-test.h"

int
main (void)
{
  int i;

  for (i = 0; i < 4; i++)
    {
      __gpugen_region_begin ("loop");
      CHECK (check_add_one_with (&device_image, 1 << 20, 256) == 1);
      __gpugen_region_end ();
    }
  CHECK (backend_is_gpu ());
  printf ("done\n");
  return 0;
}
