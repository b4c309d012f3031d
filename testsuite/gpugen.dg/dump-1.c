/* -fplugin-arg-gpugen-dump writes the pass's dump file,
   dump-1.c.NNNt.gpugen, with the SCoP count of each function whose
   loops it examined.  The count itself is the business of the detect-*
   tests; here only the line matters.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump" } */

void
scale (int n, float *a)
{
  for (int i = 0; i < n; i++)
    a[i] = 2.0f * a[i];
}

/* { dg-final { scan-tree-dump "gpugen: number of SCoPs: \[0-9\]+" "gpugen" } } */
