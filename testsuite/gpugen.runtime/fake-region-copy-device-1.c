/* __gpugen_region_copy_device on the fake driver, on the regions'
   stream: a copy of an array's device buffer made right after its copy
   in (the read-only snapshots of gpugen-snapshot.cc) holds its values
   from before the region's launch, and one made after the launch
   (batched into a graph, which the copy must submit first) holds the
   launch's results; the copies are queued and run when the stream is
   waited for.  The same synchronously (GPUGEN_ASYNC=0) in
   fake-region-copy-device-2.c, and a failed copy falls back to the
   host in fake-region-copy-device-3.c.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-copy-test.h"

int
main (void)
{
  static const long sizes[] = { 100, 70000, 3000001 };
  unsigned i;

  for (i = 0; i < sizeof sizes / sizeof *sizes; i++)
    {
      CHECK (check_region_copy (0, sizes[i]) == 1);
      CHECK (check_region_copy (7, sizes[i] + 7) == 1);
    }
  CHECK (gpugen_kernel_launches () == 2 * i);
  CHECK (fake_counter ("deferred_ops") > 4 * i);
  printf ("done\n");
  return 0;
}
