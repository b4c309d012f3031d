/* fuse=min (the default): isl's schedule keeps a producer nest and its
   consumer apart, as two bands that would be two kernels of one mapped
   loop; each b[i] reads only the a[i] of the same i, so gpugen-fuse.cc
   fuses them into one kernel.  */
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

/* { dg-final { scan-tree-dump "\\\[gpugen-fuse\\\] SCoP 0: kernels fused in 1 sequences" "gpugen" } } */
/* { dg-final { scan-tree-dump "gpugen: SCoP 0 kernels: 1" "gpugen" } } */
