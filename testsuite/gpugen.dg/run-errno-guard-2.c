/* The two sides of an errno guard in different kernels (fuzz seed
   100010).  Under -fmath-errno, "a[m-1-i][0] = sqrt (fabs (0.75 * i))"
   is .SQRT on one side of a guard and the library call, which sets
   errno, on the other; the model lets both run, each writing the value,
   the call's side last.  isl's schedule put the .SQRT side in a kernel
   of its own and the call's side with the store, and the CUDA printer
   printed the call's side as nothing, so the store read a register the
   other kernel had written: the elements came back 0.  Both sides are
   printed now.  The result matches a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define M 24

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

void __attribute__ ((noipa))
f (int m, double (*restrict a)[3], int *restrict b, float *restrict c)
{
  for (int i = 2; i < m - 2; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      for (int j = i + 1; j < m - 2; j++)
	{
	  c[0] = 0.5f;
	  b[m - 1 - i] = j & 1023;
	}
      a[i][2] = 0.5 * (double) m;
    }
  for (int i = 2; i < m - 2; i++)
    {
      a[m - 1 - i][0] = sqrt (fabs (0.75 * (double) i));
      for (int j = 2; j < m - 2; j++)
	c[2] = 0.75f * (float) j;
    }
}

static void
f_ref (int m, double (*a)[3], int *b, float *c)
{
  for (int i = 2; i < m - 2; i++)
    {
      for (int j = i + 1; j < m - 2; j++)
	{
	  c[0] = 0.5f;
	  b[m - 1 - i] = j & 1023;
	}
      a[i][2] = host (0.5 * (double) m);
    }
  for (int i = 2; i < m - 2; i++)
    {
      a[m - 1 - i][0] = sqrt (fabs (host (0.75 * (double) i)));
      for (int j = 2; j < m - 2; j++)
	c[2] = 0.75f * (float) j;
    }
}

static double a[M][3], ra[M][3];
static int b[M], rb[M];
static float c[4], rc[4];

int
main (void)
{
  for (int z = 0; z < 3; z++)
    {
      int m = host_int (z == 0 ? 5 : z == 1 ? 6 : M);
      for (int i = 0; i < M; i++)
	for (int j = 0; j < 3; j++)
	  a[i][j] = ra[i][j] = host ((double) (i * 3 + j) / 50 - 0.3);
      for (int i = 0; i < M; i++)
	b[i] = rb[i] = host_int (i - 7);
      for (int i = 0; i < 4; i++)
	c[i] = rc[i] = (float) host (i * 0.25);
      f (m, a, b, c);
      f_ref (m, ra, rb, rc);
      if (memcmp (a, ra, sizeof a) != 0 || memcmp (b, rb, sizeof b) != 0
	  || memcmp (c, rc, sizeof c) != 0)
	abort ();
    }
  return 0;
}
