/* On a CUDA device a region queues its copies and launch on a stream
   and copies large arrays through page-locked staging buffers in
   chunks.  The fake driver runs queued work only when something waits
   for it, and reads or writes page-locked memory only then, so a
   staging buffer reused or read before its copy completed would give
   wrong results; the results are checked element by element, for sizes
   around the chunk sizes and an offset that is not a multiple of
   anything.  No registration is made, and none outlives the region.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  static const long sizes[] = { 100, 16384, 16385, 70000, 1 << 20,
				3000001, 5 << 20 };
  unsigned i;

  for (i = 0; i < sizeof sizes / sizeof *sizes; i++)
    {
      CHECK (check_region (0, sizes[i], 256) == 1);
      CHECK (check_region (7, sizes[i] + 7, 128) == 1);
    }
  CHECK (gpugen_kernel_launches () == 2 * i);
  /* The work ran after it was queued.  */
  CHECK (fake_counter ("deferred_ops") > 4 * i);
  CHECK (fake_counter ("registrations") == 0);
  CHECK (fake_counter ("live_registrations") == 0);
  printf ("done\n");
  return 0;
}
