/* detect-split-subscript-1.c run: the two nests around the one with a
   subscript the model cannot read are regions of their own, on the
   device (one launch each: none before, when the whole region stayed on
   the host), bit for bit against a host reference, for n = 0, 1, 7,
   40 and 2000 (where the middle nest stops at 1000).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>
#include <string.h>
#include "gpugen.h"

static volatile double one = 1;

__attribute__ ((noipa)) void
squares (int n, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  for (int i = 0; i < n && i < 1000; i++)
    b[i * i] = a[i];
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

__attribute__ ((noipa)) void
squares_ref (int n, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i++)
    a[i] = 2 * i * one;
  for (int i = 0; i < n && i < 1000; i++)
    b[i * i] = a[i] * one;
  for (int i = 0; i < n; i++)
    a[i] += one;
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 7, 40, 2000 };
  static double a[2000], b[1000000], ra[2000], rb[1000000];
  const char *offload = getenv ("GPUGEN_OFFLOAD");
  for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++)
    {
      int n = sizes[k];
      unsigned long before = gpugen_kernel_launches ();
      squares (n, a, b);
      /* The backend is known once a region has started the runtime.  */
      int forced = (strcmp (gpugen_backend (), "emulator") == 0
		    || (offload && strcmp (offload, "always") == 0));
      if (forced && n > 0 && gpugen_kernel_launches () - before != 2)
	abort ();
      squares_ref (n, ra, rb);
      for (int i = 0; i < 2000; i++)
	if (a[i] != ra[i])
	  abort ();
      for (int i = 0; i < 1000000; i++)
	if (b[i] != rb[i])
	  abort ();
    }
  return 0;
}
