/* GPUGEN_OFFLOAD=auto (the default) on a CUDA device, with the H100's
   cost model: a region whose estimate is latency-bound (durbin at
   n = 20000: 120000 launches, one kernel of one thread running 4e8
   instances) and a tiny one run on the host; a large parallel one
   (1e10 instances, 1e7 threads per launch) on the device.  A region
   without an estimate, with a value out of range, or entered with ABI
   version 2 is offloaded, and an estimate serves one entry only.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include <math.h>

#include "region-test.h"

/* Pass durbin's estimate for the next region.  */

static void
durbin_estimate (void)
{
  __gpugen_region_estimate (4.8e5, 20000, 4e8, 1);
  __gpugen_region_estimate (4.8e5, 100000, 8e8, 20000);
}

int
main (void)
{
  durbin_estimate ();
  CHECK (check_region (0, 1000, 128) == 0);
  /* Consumed: the next entry has no estimate.  */
  CHECK (check_region (0, 1000, 128) == 1);
  __gpugen_region_estimate (8000, 1, 1000, 1000);
  CHECK (check_region (0, 1000, 128) == 0);
  __gpugen_region_estimate (1e8, 1, 1e10, 1e7);
  CHECK (check_region (0, 1000, 128) == 1);
  __gpugen_region_estimate (8000, 1, NAN, 1000);
  CHECK (check_region (0, 1000, 128) == 1);
  __gpugen_region_estimate (8000, 1, 1000, -1);
  CHECK (check_region (0, 1000, 128) == 1);
  /* Version 2 code passes no estimate; one left over is ignored.  */
  durbin_estimate ();
  CHECK (__gpugen_region_enter (2, &region_image, "version-2"));
  CHECK (__gpugen_region_exit ());
  CHECK (check_region (0, 1000, 128) == 1);
  printf ("done\n");
  return 0;
}
