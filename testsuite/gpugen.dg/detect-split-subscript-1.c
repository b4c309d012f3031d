/* A region of several loop nests of which one has a subscript the model
   cannot read (b[i * i], a product of counters; also for a parametric
   stride that delinearization cannot split) is split into its nests,
   each a region of its own, as after isl's quota: the other nests are
   offloaded instead of staying on the host with it (gpugen.cc,
   split_after_isl).  run-split-subscript-1.c runs them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all" } */

void
squares (int n, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: 3 loop nests split into SCoPs of their own: one of them is not a SCoP: array subscript not affine" } */
    a[i] = 2 * i;
  for (int i = 0; i < n && i < 1000; i++) /* { dg-missed "gpugen: loop nest not a SCoP: array subscript not affine" } */
    b[i * i] = a[i];
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

/* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" "" { target *-*-* } 13 } */
/* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" "" { target *-*-* } 17 } */
