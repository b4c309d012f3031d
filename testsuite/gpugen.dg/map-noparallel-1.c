/* A nest with no parallel loop at all, in the original order or in
   isl's schedule (a first-order recurrence) stays on the host,
   with the reason named and the loop and the array or scalar that
   carries the dependence.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

void
recur (int n, double *x, const double *a)
{
  for (int i = 1; i < n; i++) /* { dg-missed "loop nest not offloaded: no parallel loop .* \\(the loop at line 11 carries a dependence on .x. at line 12\\)" } */
    x[i] = a[i] * x[i - 1] + 1.0;
}

double
sum (int n, const double *a)
{
  double s = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not offloaded: no parallel loop .* \\(the loop at line 19 carries a dependence on .s. at line 20\\)" } */
    s += a[i];
  return s;
}
