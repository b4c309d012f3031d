/* Loops that loop distribution later turns into memset and memcpy calls
   are still loops when gpugen's pass runs (right after ivcanon).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */

double a[1000], b[1000];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" } */
    a[i] = 0.0;
  for (int i = 0; i < n; i++)
    b[i] = a[i];
}
