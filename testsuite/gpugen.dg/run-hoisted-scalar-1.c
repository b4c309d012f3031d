/* A value hoisted out of an inner loop by LIM: sqrt (fabs (...))
   depends on i only, so it is computed once per i and stored to
   a[2 * j][2 * i] for every j.  isl's schedule puts the computation and
   the stores into two kernels; the generated CUDA once kept the value
   (the result of a call) in a register val_tmp_NN that the first kernel
   set undeclared and the second read unset, so g++ and nvcc rejected
   the kernels and the nest ran on the host: the model dropped the
   call's write of the value, so the register rule never saw that it
   flows between launches (C twin of the Fortran fuzz seed 149: restrict
   lets LIM hoist the loads of B as in Fortran, -fno-math-errno keeps
   sqrt a plain call).  A matches a host reference, the elements the
   nest does not write included.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-math-errno -fplugin-arg-gpugen-dump" } */
/* { dg-gpugen-expect offload } */
/* { dg-final { scan-tree-dump "scalar val_tmp_\[0-9\]+ flows between launches or threads" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 offloaded: 1 kernels" "gpugen" } } */

#include <math.h>
#include <stdlib.h>

/* The largest n and m, for the arrays' sizes.  */
#define N 40
#define M 30

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the set-up, the reference and the check stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

void __attribute__ ((noipa))
f (int n, int m, double a[restrict 2 * M + 3][2 * N + 3],
   double b[restrict N + 3][N + 3])
{
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++)
      a[2 * j][2 * i] = sqrt (fabs (0.25 * b[n - 1 - i][i]
				    * b[n - 1 - i][n - 1 - i]
				    - 0.375 * m + 0.25 * i));
}

int
main (void)
{
  int n = N, m = M;
  double (*a)[2 * N + 3] = malloc (sizeof (double[2 * M + 3][2 * N + 3]));
  double (*r)[2 * N + 3] = malloc (sizeof (double[2 * M + 3][2 * N + 3]));
  double (*b)[N + 3] = malloc (sizeof (double[N + 3][N + 3]));
  for (int j = 0; j < 2 * m + 3; j++)
    for (int i = 0; i < 2 * n + 3; i++)
      a[j][i] = r[j][i] = host (((37 * (i + j * (2 * n + 3))) % 101 - 50)
				* 0.02);
  for (int j = 0; j < n + 3; j++)
    for (int i = 0; i < n + 3; i++)
      b[j][i] = host (((37 * (i + j * (n + 3)) + 11) % 101 - 50) * 0.02);
  f (n, m, a, b);
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++)
      r[2 * j][2 * i] = host (sqrt (fabs (0.25 * b[n - 1 - i][i]
					  * b[n - 1 - i][n - 1 - i]
					  - 0.375 * m + 0.25 * i)));
  for (int j = 0; j < 2 * m + 3; j++)
    for (int i = 0; i < 2 * n + 3; i++)
      if (!(fabs (a[j][i] - r[j][i]) <= 1e-14))
	abort ();
  free (a);
  free (r);
  free (b);
  return 0;
}
