/* A region of an unknown ABI version is refused, reported once however
   often it runs, and runs on the host; version 1 is still accepted.  */
/* { dg-do run } */
/* { dg-output "^gpugen: offload image incompatible with this libgpugen \\(expected 2, received 3\\); its loop nests run on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (!__gpugen_region_enter (3, &region_image, "future"));
  CHECK (!__gpugen_region_enter (3, &region_image, "future"));
  CHECK (__gpugen_region_enter (1, &region_image, "past"));
  CHECK (__gpugen_region_exit ());
  printf ("done\n");
  return 0;
}
