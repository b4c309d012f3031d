/* A region of an unknown ABI version is refused, reported once however
   often it runs, and runs on the host; versions 1 and 2 are still
   accepted.  */
/* { dg-do run } */
/* { dg-output "^gpugen: offload image incompatible with this libgpugen \\(expected 3, received 4\\); its loop nests run on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (!__gpugen_region_enter (4, &region_image, "future"));
  CHECK (!__gpugen_region_enter (4, &region_image, "future"));
  CHECK (__gpugen_region_enter (1, &region_image, "past"));
  CHECK (__gpugen_region_exit ());
  CHECK (__gpugen_region_enter (2, &region_image, "past"));
  CHECK (__gpugen_region_exit ());
  printf ("done\n");
  return 0;
}
