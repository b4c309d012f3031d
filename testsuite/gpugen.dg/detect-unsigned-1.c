/* Linearized subscripts computed in 32-bit unsigned arithmetic (issue
   16): u[i*n + j] with unsigned counters and size, GCC's unsigned int
   arithmetic zero-extended to an offset.  Delinearization reads each
   as its value, exact where every element offset the region touches
   lies below 2^32, which the region's run-time check tests
   (map-unsigned-1.c).  So for the red-black form and for int counters
   with an unsigned size, and for rows of n - 1 elements, the unsigned
   int n - 1 computed before the nest: that value is the row size,
   assumed equal to n - 1 (not so for n = 0).  An unsigned product that
   is only a part of a 64-bit offset, beside its column, is read so too
   (before, a miss; map-narrow-prod-1.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
jac (unsigned n, double *u, double *v)
{
  for (unsigned i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops, 1 run-time alias check" } */
    for (unsigned j = 1; j < n - 1; j++)
      u[i*n+j] = 0.25 * (v[(i-1)*n+j] + v[(i+1)*n+j] + v[i*n+j-1]
			 + v[i*n+j+1]);
}

void
red (unsigned n, double *u)
{
  for (unsigned i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (unsigned j = 1 + (i & 1); j < n - 1; j += 2)
      u[i*n+j] = 0.25 * (u[(i-1)*n+j] + u[(i+1)*n+j] + u[i*n+j-1]
			 + u[i*n+j+1]);
}

void
jac_int (unsigned n, double *u, double *v)
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops, 1 run-time alias check" } */
    for (int j = 1; j < n - 1; j++)
      u[i*n+j] = v[i*n+j-1] + v[i*n+j+1];
}

void
rows_m1 (unsigned n, double *u)
{
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n - 1; j++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
      u[i*(n-1)+j] = 1.0;
}

void
part (unsigned n, double *u)
{
  for (unsigned i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (unsigned long j = 0; j < n; j++)
      u[(unsigned long) (i*n) + j] = 1.0;
}

/* { dg-final { scan-tree-dump "assumptions: \\\[n_\[0-9\]+, p_\[0-9\]+\\\] -> \\{  : p_\[0-9\]+ = -1 \\+ n_\[0-9\]+ \\}" "gpugen" } } */
