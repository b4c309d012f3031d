/* GPUGEN_PROFILE times the asynchronous launches of a region with
   events, reused from one synchronization to the next, and waits for
   the stream when more launches are pending than it has events for: all
   300 launches of a host loop are counted, and all ran (each adds 1).  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one \\(loop\\): 600 launches, grid \\(8,1,1\\), block \\(128,1,1\\), \[0-9.\]+ ms\[\r\n\]+" } */
/* { dg-output "gpugen: region loop: 2 entries, \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: 600 kernel launches on Fake GPU\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  float a[1000];
  int i, r, t;

  for (i = 0; i < 1000; i++)
    a[i] = i;
  for (r = 0; r < 2; r++)
    {
      unsigned long long slots[2];
      void *d;

      CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				    "loop"));
      d = __gpugen_region_alloc (sizeof a);
      __gpugen_region_copy_in (d, a, 0, sizeof a);
      memcpy (&slots[0], &d, sizeof d);
      store_int (&slots[1], 1000);
      for (t = 0; t < 300; t++)
	__gpugen_region_launch (&region_image, K_ADD_ONE, 8, 1, 128, 1, 1, 2,
				slots);
      __gpugen_region_copy_out (a, d, 0, sizeof a);
      CHECK (__gpugen_region_exit ());
    }
  for (i = 0; i < 1000; i++)
    CHECK (a[i] == i + 600);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
