/* A triangular nest with an affine condition inside: the domain keeps
   both the triangle and the condition, and the transposed read does not
   make either loop carry a dependence.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

#define N 100
double A[N][N];

void
tri (int n)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = 0; j <= i; j++)
      if (i + j < n + 3)
	A[i][j] = A[j][i] * 2;
}

/* { dg-final { scan-tree-dump "S_0\\\[i0, i1\\\] : .*i1 <= i0" "gpugen" } } */
/* The condition's right-hand side n + 3 is computed before the nest:
   the model reads it through its definition, in terms of n.  */
/* { dg-final { scan-tree-dump "S_0\\\[i0, i1\\\] : .*0 <= i1 <= i0 and i1 <= 2 \\+ n_\[0-9\]+ - i0" "gpugen" } } */
