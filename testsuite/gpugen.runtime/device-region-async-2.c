/* device-region-async-1 with GPUGEN_REGISTER_MB=1: copies of 1 MiB or
   more page-lock the user's array for the copy.  */
/* { dg-do run } */
/* { dg-require-effective-target gpugen_cuda_device } */
/* { dg-set-target-env-var GPUGEN_REGISTER_MB "1" } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "device-region.h"

int
main (void)
{
  static const long sizes[] = { 100, 70000, 1 << 20, 3000001, 20 << 20 };
  unsigned i;

  for (i = 0; i < sizeof sizes / sizeof *sizes; i++)
    {
      CHECK (check_device_region (0, sizes[i], 0, D_ADD_ONE) == 1);
      CHECK (check_device_region (7, sizes[i] + 7, 2, D_ADD_ONE) == 1);
    }
  CHECK (backend_is_gpu ());
  printf ("done\n");
  return 0;
}
