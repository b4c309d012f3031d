/* The host code of the nests of run-select-7.c: their arms' floating-
   point operations run only where their conditions send them, as in the
   program, so that they raise no exception the program does not.  The
   region runs on the host (GPUGEN_OFFLOAD=never): where the condition
   holds, a[i] * 2 would overflow (a[i] is DBL_MAX) and b[i] / 0 divide
   by zero (z is 0); the program never computes them, and no flag is raised.  A
   select in the host code would raise FE_OVERFLOW and FE_DIVBYZERO.
   Then an element of each that does compute them raises the flags, so
   that the check can see them.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "never" } */
/* { dg-gpugen-expect host } */

#include <fenv.h>
#include <float.h>
#include <stdlib.h>

#define N 16

double da[N], db[N], dc[N];

static void __attribute__ ((noipa))
one_side (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (db[i] > 0)
      da[i] = 1;
    else
      da[i] = da[i] * 2 + db[i];
}

static void __attribute__ ((noipa))
both_sides (int n, double z)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (db[i] > 0.5)
      dc[i] = db[i] * 3 - dc[i];
    else
      dc[i] = db[i] / z;
}

int
main (void)
{
  for (int i = 0; i < N; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      db[i] = 1;
      da[i] = DBL_MAX;
      dc[i] = i;
    }
  feclearexcept (FE_ALL_EXCEPT);
  one_side (N);
  both_sides (N, 0.0);
  if (fetestexcept (FE_OVERFLOW | FE_DIVBYZERO))
    abort ();
  for (int i = 0; i < N; i++)
    if (da[i] != 1 || dc[i] != 3 - i)
      abort ();
  /* One element each that computes them.  */
  db[3] = -1;
  da[3] = DBL_MAX;
  one_side (N);
  if (!fetestexcept (FE_OVERFLOW) || fetestexcept (FE_DIVBYZERO))
    abort ();
  db[3] = 0.25;
  feclearexcept (FE_ALL_EXCEPT);
  both_sides (N, 0.0);
  if (!fetestexcept (FE_DIVBYZERO) || fetestexcept (FE_OVERFLOW))
    abort ();
  return 0;
}
