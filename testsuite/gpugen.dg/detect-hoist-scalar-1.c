/* Bounds and coefficients read from memory in a block that GCC's
   invariant motion does not move out of the loop, since it does not run
   in every iteration (under the inner loop's guard): "s->a", "s->m",
   "s->alpha" through a structure pointer whose "s->n" the function
   reads before the nest.  gpugen-hoist.cc now moves such loads of
   scalars that nothing in the loop may store to (and that cannot trap
   there: fields of a variable or of an object a parameter points to and
   the function reads already) to the loop's preheader, so that they are
   values from before the region: the nest is a SCoP (it was a miss, "an
   access to 's'").  run-hoist-scalar-1.c runs it
   (detect-cond-combined-1.f90 has the Fortran form, a dummy read in the
   branch).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all" } */

struct prob
{
  int n, m;
  double *a;
  double alpha;
};

void
from_struct (struct prob *s, double *restrict out)
{
  for (int i = 0; i < s->n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < s->m; j++)
      out[i * s->m + j] = s->a[i * s->m + j] * s->alpha + i;
}

/* A store in the loop that may write the field keeps the load in
   place: here through a pointer to int, which may point to s->m (the
   outer loop, taken as a time loop on "s->n", is given back).  */

void
clobbered (struct prob *s, double *restrict out, int *cnt)
{
  for (int i = 0; i < s->n; i++) /* { dg-missed "number of iterations not computable" } */
    for (int j = 0; j < s->m; j++) /* { dg-missed "number of iterations not computable" } */
      {
	out[i * s->m + j] = s->a[i * s->m + j];
	cnt[j] = i;
      }
}
