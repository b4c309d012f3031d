/* fuse=max: a producer nest and its consumer are fused into one kernel (the default is min).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump -fplugin-arg-gpugen-fuse=max" } */

double a[1000], b[1000], c[1000];

void
f (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = c[i] * 2;
  for (int i = 0; i < n; i++)
    b[i] = a[i] + 1;
}

/* { dg-final { scan-tree-dump "gpugen: SCoP 0 kernels: 1" "gpugen" } } */
