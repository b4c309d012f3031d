/* The refusal of isl's schedule for its coefficients (issue 11, shape
   5).  A schedule of isl's with a coefficient or a constant past
   schedule-max-coefficient (64 by default: isl's dependence-carrying
   step can return coefficients near 2^30, run-schedule-coef-1.c) is
   refused, and the original schedule is the next choice.  Any isl
   schedule has a coefficient of 1, so schedule-max-coefficient=0 makes
   this nest take that path: the dump must show the refusal, and the
   nest must still be offloaded, through its original loops, both of
   them parallel.  The strict emulator checks the kernel's accesses; the
   result matches a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details -fplugin-arg-gpugen-schedule-max-coefficient=0" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */
/* { dg-final { scan-tree-dump "SCoP 0: isl's schedule refused: a coefficient past 0" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 offloaded" "gpugen" } } */

#include <stdlib.h>

#define N 300
#define M 200

double a[N][M], b[M][N], c[N][M], rc[N][M];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static int __attribute__ ((noipa))
host (int x)
{
  return x;
}

static void __attribute__ ((noipa))
blend (int n, int m)
{
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m - 1; j++)
      c[i][j] = 0.5 * a[i - 1][j + 1] + 0.25 * b[j][i] - 0.125 * j;
}

static void __attribute__ ((noipa))
blend_ref (int n, int m)
{
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m - 1; j++)
      rc[i][j] = 0.5 * a[i - 1][j + 1] + 0.25 * b[j][i] - 0.125 * host (j);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	a[i][j] = host ((i * 3 + j) % 19) * 0.5;
	b[j][i] = host ((i + 7 * j) % 23) * 0.25;
	c[i][j] = rc[i][j] = -1;
      }
  blend (host (N), host (M));
  blend_ref (host (N), host (M));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      if (c[i][j] != rc[i][j])
	abort ();
  return 0;
}
