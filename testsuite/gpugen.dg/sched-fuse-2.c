/* fuse=min: a producer nest and its consumer stay two kernels (the default is min).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump -fplugin-arg-gpugen-fuse=min" } */

double a[1000], b[1000], c[1000];

void
f (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = c[i] * 2;
  for (int i = 0; i < n; i++)
    b[i] = a[i] + 1;
}

/* { dg-final { scan-tree-dump "gpugen: SCoP 0 kernels: 2" "gpugen" } } */
