/* warmup.h: start the OpenACC device before timing, for the OpenACC
   peers of the benchmark harness.

   libgomp initializes the device lazily, at the first construct, which
   would put context creation and module loading inside the timed
   region; the gpugen programs do that work in bench_init, before
   timing.  The peers are linked with -Wl,--wrap=bench_init, so that the
   bench program's call of bench_init comes here: the device starts, and
   the offload image is loaded, by one empty region.  (Not in a
   constructor: that may run before the offload image is registered,
   and the region then fails with "target function wasn't mapped".)  */

#ifndef GPUBENCH_WARMUP_H
#define GPUBENCH_WARMUP_H

#include <openacc.h>

#include "bench.h"

void __real_bench_init (struct bench *b, int argc, char **argv,
			const char *name);

/* bench_init, then the OpenACC warm-up.  */

void
__wrap_bench_init (struct bench *b, int argc, char **argv, const char *name)
{
  int x = 0;

  __real_bench_init (b, argc, argv, name);
  acc_init (acc_get_device_type ());
#pragma acc parallel copy(x)
  x += 1;
}

#endif /* GPUBENCH_WARMUP_H */
