/* Conditional stores whose value a math function computes, in C on
   arrays of fixed size: "if (b[i] > 0) a[i] = sqrt (b[i])" and a 2-D
   "if (x[i][j] > t) y[i][j] = exp (x[i][j]) / 2", without errno
   (-fno-math-errno; with it, GCC's errno guard splits the arm).  The
   call may raise a floating-point exception only, so the kernels store
   "c ? f (x) : old" and the host code keeps the call in its branch;
   before, the call kept the nest on the host ("condition not
   affine").  The results match a host reference (a relative tolerance
   for exp), with empty, single, odd and even sizes.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-math-errno -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>

#define N 48

double a[N], b[N], ra[N];
double x[N][N + 1], y[N][N + 1], ry[N][N + 1];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
id (double v)
{
  return v;
}

static void __attribute__ ((noipa))
kernels (int n, double t)
{
  /* One region, two kernels.  */
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU: 2 kernels" } */
    if (b[i] > 0)
      a[i] = sqrt (b[i]);
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= n; j++)
      if (x[i][j] > t)
	y[i][j] = exp (x[i][j]) / 2;
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 9, N };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s];
      for (int i = 0; i < N; i++)
	{
	  b[i] = id ((7 * i) % 11 - 5);
	  a[i] = ra[i] = id (-100);
	  if (i < n && id (b[i]) > 0)
	    ra[i] = sqrt (id (b[i]));
	  for (int j = 0; j <= N; j++)
	    {
	      x[i][j] = id (((3 * i + 5 * j) % 13 - 6) * 0.25);
	      y[i][j] = ry[i][j] = id (-1);
	      if (i < n && j <= n && id (x[i][j]) > 0.3)
		ry[i][j] = exp (id (x[i][j])) / 2;
	    }
	}
      kernels (n, id (0.3));
      for (int i = 0; i < N; i++)
	{
	  if (a[i] != ra[i])
	    abort ();
	  for (int j = 0; j <= N; j++)
	    if (fabs (y[i][j] - ry[i][j]) > 1e-14 * fabs (ry[i][j]))
	      abort ();
	}
    }
  return 0;
}
