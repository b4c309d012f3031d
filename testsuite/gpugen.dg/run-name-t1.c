/* The name of this file holds "t1", the name the kernels give the
   thread index of a mapped loop that a kernel of one mapped loop does
   not have: the file names in the kernels' "#line" directives are not
   identifiers of the kernel (the nest was missed as "statement cannot
   be printed as CUDA ... uses t1").  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 300

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

double x[N], y[N];

void __attribute__ ((noipa))
scale (int n, double a)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    y[i] = a * x[i];
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    x[i] = host (i % 13);
  scale (N, host (3.0));
  for (int i = 0; i < N; i++)
    if (y[i] != host (3.0 * (i % 13)))
      abort ();
  return 0;
}
