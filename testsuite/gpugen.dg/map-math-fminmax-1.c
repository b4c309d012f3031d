/* fmax, fmin, fmaxf and fminf are printed as the prelude's gpugen_fmax,
   gpugen_fmin, gpugen_fmaxf and gpugen_fminf (gpugen-cuda-expr.cc),
   which return the host C library's choice of zero and NaN, not as
   CUDA's own fmax and fmin, which order the zeros and return a
   canonical NaN for two NaNs (run-math-fminmax-1.c checks the values,
   which only a GPU can tell apart).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */

#include <math.h>

double a[1000], b[1000], c[1000];
float af[1000], bf[1000], cf[1000];

void
f (int n)
{
  for (int i = 0; i < n; i++)
    {
      a[i] = fmax (b[i], c[i]) + fmin (c[i], b[i]);
      af[i] = fmaxf (bf[i], cf[i]) + fminf (cf[i], bf[i]);
    }
}

/* { dg-final { scan-tree-dump-times "const double v\[0-9\]+ = gpugen_fmax \\(v\[0-9\]+, v\[0-9\]+\\);" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "const double v\[0-9\]+ = gpugen_fmin \\(v\[0-9\]+, v\[0-9\]+\\);" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "const float v\[0-9\]+ = gpugen_fmaxf \\(v\[0-9\]+, v\[0-9\]+\\);" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "const float v\[0-9\]+ = gpugen_fminf \\(v\[0-9\]+, v\[0-9\]+\\);" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "= fm(ax|in)f? \\(v" "gpugen" } } */
