/* A region runs on the (fake) GPU through the region entry points: the
   image registers itself at the first __gpugen_region_enter (there is no
   constructor), only the range LO..HI - 1 travels, and a grid of 0
   blocks (HI = 0) launches nothing and succeeds.  Output stays silent.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 1000, 128) == 1);
  CHECK (strcmp (gpugen_backend (), "Fake GPU") == 0);
  CHECK (gpugen_kernel_launches () == 1);
  CHECK (check_region (100, 1000, 128) == 1);
  CHECK (check_region (7, 8, 1) == 1);
  CHECK (gpugen_kernel_launches () == 3);
  /* Empty ranges: a zero-byte buffer, nothing copied, no block.  */
  CHECK (check_region (0, 0, 32) == 1);
  CHECK (gpugen_kernel_launches () == 3);
  CHECK (check_region (5, 5, 32) == 1);
  CHECK (gpugen_kernel_launches () == 4);
  /* Exit without a region fails.  */
  CHECK (__gpugen_region_exit () == 0);
  printf ("done\n");
  return 0;
}
