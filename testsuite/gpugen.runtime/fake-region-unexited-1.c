/* A region left without its exit (by a longjmp, say) while its launches
   are still queued on the stream is closed by the thread's next
   __gpugen_region_enter: it waits for the queued work before its
   buffers go back to the cache (the fake driver has run them when the
   next region is entered), so the next region, which gets the same
   buffer, possibly in another thread, is not overwritten by the old
   region's late kernels.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  unsigned long long slots[3];
  unsigned long ran;
  void *d;
  int i;

  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"left"));
  d = __gpugen_region_alloc (4000);
  memcpy (&slots[0], &d, sizeof d);
  store_int (&slots[1], 1000);
  store_int (&slots[2], 7);
  for (i = 0; i < 10; i++)
    __gpugen_region_launch (&region_image, K_FILL, 8, 1, 128, 1, 1, 3, slots);
  /* No exit: the next region closes this one, and reuses its buffer.  */
  ran = fake_counter ("deferred_ops");
  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"next"));
  CHECK (fake_counter ("deferred_ops") == ran + 10);
  CHECK (__gpugen_region_exit ());
  CHECK (check_region (0, 1000, 128) == 1);
  CHECK (fake_counter ("alloc_calls") == START_ALLOCS + 1);
  printf ("done\n");
  return 0;
}
