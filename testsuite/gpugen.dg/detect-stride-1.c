/* Loops whose step is not 1 and conditions with a remainder or a
   division by a constant are quasi-affine: the latch count of a loop
   counting by 2 is ((unsigned) n - 1) / 2, and "i % 2 == 0" or
   "(i & 3) == 1" are parity constraints that isl represents with an
   existentially quantified variable.  The model is exact (no run-time
   assumption, no parameter of its own for the division): the domains
   are "2i0 < n", "3i0 < n" and "i0 mod 2 = 0".  An unsigned counter
   stepping by 2 has the run-time assumption niter analysis needs
   (n <= 2^32 - 2: i does not wrap past n).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
up2 (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i += 2) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    a[i] = b[i] + 1;
}

void
up2u (unsigned n, double *restrict a, const double *restrict b)
{
  for (unsigned i = 0; i < n; i += 2) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    a[i] = b[i] + 1;
}

void
down3 (int n, double *restrict a, const double *restrict b)
{
  for (int i = n - 1; i >= 0; i -= 3) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    a[i] = 2 * b[i];
}

void
even (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    if (i % 2 == 0)
      a[i] = b[i] - 3;
}

void
mask (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" } */
    if ((i & 3) == 1)
      a[i] = b[i] * b[i];
}

/* { dg-final { scan-tree-dump "S_0\\\[i0\\\] : n_\[0-9\]+ <= 2147483647 and i0 >= 0 and 2i0 < n_\[0-9\]+ " "gpugen" } } */
/* { dg-final { scan-tree-dump "S_0\\\[i0\\\] : n_\[0-9\]+ <= 2147483647 and i0 >= 0 and 3i0 < n_\[0-9\]+ " "gpugen" } } */
/* { dg-final { scan-tree-dump "S_0\\\[i0\\\] : \\(i0\\) mod 2 = 0 and " "gpugen" } } */
/* { dg-final { scan-tree-dump "S_0\\\[i0\\\] : \\(-1 \\+ i0\\) mod 4 = 0 and " "gpugen" } } */
/* { dg-final { scan-tree-dump-not "no-wrap assumption" "gpugen" } } */
/* The unsigned counter: i += 2 must not wrap past n.  */
/* { dg-final { scan-tree-dump-times "SCoP 0 assumptions: \\\[n_\[0-9\]+\\\] -> .  : n_\[0-9\]+ <= 4294967294 .\n" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "parameters: \[^\n\]*_\[0-9\]+ " "gpugen" } } */
