/* A scalar computed in the nest and used after it keeps the nest on the
   host, unless it is a reduction that gpugen-reduce.cc folds; the remark
   names the variable and its line (and why a reduction is not folded:
   here a floating-point sum along one loop).  In a region of several
   nests, the others go on their own (the region is split).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all" } */

double y[4096];

double
f (void)
{
  for (int i = 0; i < 4096; i++) /* { dg-note "gpugen: 2 loop nests split into SCoPs of their own: scalar computed in the region is used after it: .s. at line 18" } */
    y[i] = 0.5 * i;
  double s = 0;
  for (int i = 0; i < 4096; i += 97) /* { dg-missed "gpugen: loop nest not offloaded: no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 17 carries a dependence on .s. at line 18: a floating-point sum, reassociated only under -fassociative-math\\)" } */
    s += y[i];
  return s;
}

double
g (int n)
{
  double last = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "gpugen: loop nest not offloaded: scalar computed in the region is used after it \\(.last. at line 28\\)" } */
    {
      last = y[i] * 3.0;
      y[i] = last + 1.0;
    }
  return last;
}

/* { dg-prune-output "SCoP with" } */
/* { dg-prune-output "offloaded to the GPU" } */
