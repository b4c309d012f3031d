/* A sum kept in a scalar that lives across the iterations of its loop
   (and after it): the loop carries a dependence, so it is not
   parallel.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

double x[1000];

double
sum (int n)
{
  double s = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 1 arrays, 0 parallel loops" } */
    s += x[i];
  return s;
}

/* { dg-final { scan-tree-dump "loop at line 13 depth 1: sequential" "gpugen" } } */
/* { dg-final { scan-tree-dump "live-out" "gpugen" } } */
