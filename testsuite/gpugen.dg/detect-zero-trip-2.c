/* An inner loop whose trip count may be zero (n <= 0) inside a
   triangular nest: its may-be-zero condition is modelled in the context
   of the outer loops.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

#define N 100
double c[N][N], d[N][N];

void
f (int m, int n)
{
  for (int i = 0; i < m; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 2 arrays, 2 parallel loops" } */
    for (int k = 0; k < n; k++)
      for (int j = i; j < m; j++)
	c[i][j] += d[k][i] * d[k][j];
}

/* { dg-final { scan-tree-dump "loop at line 14 depth 2: sequential" "gpugen" } } */
