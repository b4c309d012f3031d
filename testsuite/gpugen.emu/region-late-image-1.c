/* gpugen_init and gpugen_backend called before any region, in a program
   whose images carry emulation code and register at their region's
   first entry, on a machine without a GPU: the runtime answers "host"
   then, as no image is known yet, but does not keep that choice; the
   first region registers its image and runs its kernel on the
   emulator.  (Before, the early call kept every region on the host.)  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */
/* gpugen-emu-kernels: region.cu */

#include "region-test.h"

int
main (void)
{
  set_up_image ();
  CHECK (!gpugen_init ());
  CHECK (strcmp (gpugen_backend (), "host") == 0);
  CHECK (check_scale (0, 1000, 128) == 1);
  CHECK (strcmp (gpugen_backend (), "emulator") == 0);
  CHECK (gpugen_kernel_launches () == 1);
  printf ("done\n");
  return 0;
}
