/* Schedule coefficients near 2^30 (issue 11, shape 5, as the random
   tester found it: fuzz seed 147).  For this time loop around a
   triangular nest isl's scheduler, in its dependence-carrying step,
   which does not honour the bound of 20 gpugen sets on coefficients,
   returns a band member with a coefficient of 214748363 derived from
   the parameters' 2^31 bounds: the host loop would run through about
   2^33 iterations and the kernels' index arithmetic would leave the
   arrays (the emulator reports accesses out of bounds and runs the
   host code; a GPU would not check them).  gpugen refuses such a
   schedule, and the next choice is the original one; here no schedule
   is left that maps, so the nest stays on the host (the row set-up
   before it is offloaded).  The dump must show the refusal; with
   GPUGEN_EMU_STRICT=1 an error the emulator reports would also end the
   run.  The result matches a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect any } */
/* Since statements are one per store (gpugen-grain.cc), the two
   stores of the innermost block are two statements and isl finds a
   schedule with small coefficients: the nest is offloaded, and the
   strict emulator checks its accesses.  The refusal itself needs a new
   shape that still provokes it.  */
/* { dg-final { scan-tree-dump "SCoP 1 offloaded" "gpugen" } } */

#include <stdlib.h>

static float a2[43], r2[43];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static int __attribute__ ((noipa))
host (int x)
{
  return x;
}

static void __attribute__ ((noipa))
sweep (int n, int m, int tsteps, long a0[restrict (m + 3)][n + 3],
       double *restrict a1)
{
  for (int i = 2; i < n - 2; i++)
    a1[(n + 3) + i] = 0.875 * (double) i;
  for (int t = 0; t < tsteps; t++)
    for (int i = 2; i < n - 2; i++)
      {
	a2[n - 1 - i] = 0.25f * a0[1][n - 1 - i] * a0[2][i + 1]
			+ 0.5f * a1[(n + 3) + i] - 0.375f * (float) i;
	for (int j = i + 1; j < n - 2; j++)
	  for (int k = 2; k < m - 2; k++)
	    {
	      a2[i] = 0.5f * a1[(k - 2) * (n + 3) + (j - 1)]
		      + 0.75f * a0[k + 2][n - 1 - i]
		      - 0.375f * a1[k * (n + 3) + (n - 1 - j)]
		      - 0.375f * a0[k + 1][j];
	      a0[k][i] = (5 * j + a0[k - 2][n - 1 - j]
			  + 3 * a0[k - 1][n - 1 - j]) & 1023;
	    }
      }
}

static void __attribute__ ((noipa))
sweep_ref (int n, int m, int tsteps, long a0[restrict (m + 3)][n + 3],
	   double *restrict a1, float *a2)
{
  for (int i = 2; i < n - 2; i++)
    a1[(n + 3) + i] = 0.875 * (double) host (i);
  for (int t = 0; t < tsteps; t++)
    for (int i = 2; i < n - 2; i++)
      {
	a2[n - 1 - i] = 0.25f * a0[1][n - 1 - i] * a0[2][i + 1]
			+ 0.5f * a1[(n + 3) + i] - 0.375f * (float) host (i);
	for (int j = i + 1; j < n - 2; j++)
	  for (int k = 2; k < m - 2; k++)
	    {
	      a2[i] = 0.5f * a1[(k - 2) * (n + 3) + (j - 1)]
		      + 0.75f * a0[k + 2][n - 1 - i]
		      - 0.375f * a1[k * (n + 3) + (n - 1 - j)]
		      - 0.375f * a0[k + 1][j];
	      a0[k][i] = (5 * j + a0[host (k) - 2][n - 1 - j]
			  + 3 * a0[k - 1][n - 1 - j]) & 1023;
	    }
      }
}

int
main (void)
{
  int n = host (37), m = host (38), tsteps = host (3);
  long (*a0)[n + 3] = malloc (sizeof (long) * (m + 3) * (n + 3));
  long (*r0)[n + 3] = malloc (sizeof (long) * (m + 3) * (n + 3));
  double *a1 = malloc (sizeof (double) * (m + 3) * (n + 3));
  for (int i = 0; i < m + 3; i++)
    for (int j = 0; j < n + 3; j++)
      {
	a0[i][j] = r0[i][j] = host ((i * 37 + j * 11) % 101) & 1023;
	a1[i * (n + 3) + j] = host ((i * 7 + j) % 13) * 0.125;
      }
  for (int i = 0; i < 43; i++)
    a2[i] = r2[i] = host (i % 9) * 0.5f;
  sweep (n, m, tsteps, a0, a1);
  sweep_ref (n, m, tsteps, r0, a1, r2);
  for (int i = 0; i < m + 3; i++)
    for (int j = 0; j < n + 3; j++)
      if (host (a0[i][j] != r0[i][j]))
	abort ();
  for (int i = 0; i < 43; i++)
    if (host (a2[i] != r2[i]))
      abort ();
  free (a0);
  free (r0);
  free (a1);
  return 0;
}
