/* The host copy of a region whose maximum or minimum is kept in memory
   through a pointer (gpugen-reduce-mem.cc) loads and stores it in every
   iteration: a dependence through memory that the model, which holds
   it in a register, does not see.  None of the copy's loops is marked
   for the vectorizer (gpugen-hostvec.cc), even on integers, whose
   register reductions are.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */

void
imax (int n, int m, const int *a, int *b, int *hi)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	int d = a[i * m + j];
	if (d > *hi)
	  *hi = d;
	b[i * m + j] = d + 1;
      }
}

void
lmin (int n, int m, const long *a, long *b, long *lo)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	long d = a[i * m + j];
	if (d < *lo)
	  *lo = d;
	b[i * m + j] = d - 1;
      }
}

void
dmax (int n, int m, const double *a, double *b, double *hi)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = a[i * m + j];
	if (d > *hi)
	  *hi = d;
	b[i * m + j] = d * 0.5;
      }
}

/* { dg-final { scan-tree-dump-times "promoted to a register for the model" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-hostvec\\\] SCoP \[0-9\]+: loop \[0-9\]+ carries no dependence through memory, not marked" 6 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-hostvec\\\] SCoP \[0-9\]+: loop \[0-9\]+ carries no dependence through memory: marked" 0 "gpugen" } } */
