/* A nest with no parallel loop at all, in the original order or in
   isl's schedule (a first-order recurrence) stays on the host,
   with the reason named and the loop and the array or scalar that
   carries the dependence; for a reduction that gpugen-reduce.cc does
   not offload, why (a floating-point sum without
   -fassociative-math).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

void
recur (int n, double *x, const double *a)
{
  for (int i = 1; i < n; i++) /* { dg-missed "loop nest not offloaded: no parallel loop .* \\(the loop at line 13 carries a dependence on .x. at line 14\\)" } */
    x[i] = a[i] * x[i - 1] + 1.0;
}

double
sum (int n, const double *a)
{
  double s = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not offloaded: no parallel loop .* \\(the loop at line 21 carries a dependence on .s. at line 22: a floating-point sum, reassociated only under -fassociative-math\\)" } */
    s += a[i];
  return s;
}
