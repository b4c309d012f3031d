/* A C array of fixed size indexed with a constant row length,
   a[i + 100 * j], to run-time bounds n and m: gpugen-delin-fixed.cc
   splits it into rows of 100 under the run-time assumption n <= 100,
   which frees the j loop of the dependences between rows that overlap
   where n > 100.  Flat indexing is valid C, so n = 150 is a valid call:
   there the assumption fails and the host path runs (no kernel), as it
   must, since the update x * 2 + j of an element written in two rows
   depends on their order; for n <= 100 one kernel runs.  Each against a
   host reference, exactly.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>
#include <string.h>
#include "gpugen.h"

static double a[100 * 100], r[100 * 100];

/* The identity, opaque to gpugen: a loop nest that calls it stays on
   the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static void __attribute__ ((noipa))
step (int n, int m)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      a[i + 100 * j] = a[i + 100 * j] * 2 + j;
}

static void __attribute__ ((noipa))
step_ref (int n, int m)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      r[i + 100 * j] = host (r[i + 100 * j] * 2 + j);
}

int
main (void)
{
  const char *offload = getenv ("GPUGEN_OFFLOAD");
  static const int sizes[][3] = {
    /* n, m, kernels launched where forced.  */
    { 100, 100, 1 }, { 37, 61, 1 }, { 150, 50, 0 }, { 101, 50, 0 },
    { 199, 3, 0 },
    { 100, 1, 1 }
  };
  for (int k = 0; k < 100 * 100; k++)
    a[k] = r[k] = host ((k * 7) % 19 - 9);
  for (unsigned t = 0; t < sizeof sizes / sizeof sizes[0]; t++)
    {
      unsigned long before = gpugen_kernel_launches ();
      step (sizes[t][0], sizes[t][1]);
      /* The backend is known once a region has started the runtime.  */
      int forced = (strcmp (gpugen_backend (), "emulator") == 0
		    || (offload && strcmp (offload, "always") == 0));
      if (forced && gpugen_kernel_launches () - before != sizes[t][2])
	abort ();
      step_ref (sizes[t][0], sizes[t][1]);
      if (memcmp (a, r, sizeof a) != 0)
	abort ();
    }
  return 0;
}
