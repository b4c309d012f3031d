/* A sum has no parallel loop: no kernel.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump" } */

double x[1000];

double
sum (int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i];
  return s;
}

/* { dg-final { scan-tree-dump "gpugen: SCoP 0 kernels: 0" "gpugen" } } */
