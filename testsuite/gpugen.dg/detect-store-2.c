/* Several conditional stores on one side of a data-dependent condition
   (or on both sides) are each made an unconditional store of "c ? new :
   old" (or "c ? old : new" on the false side) for the model, in their
   order, the true side's first: the nests are SCoPs.  A store whose
   value loads an element that an earlier store of its side may write
   reads the memory that store left: a[i + 1], read after the store of
   a[i], holds its value from before the nest, which a snapshot keeps
   for the loop to be parallel.  Through pointers of
   unknown size, the stores may write outside their arrays: checked in
   host memory at run time.  (run-select-6.c runs the first forms.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#define N 64

double a[N], b[N], c[N], d[N], e[N];
double p2[N][N], q2[N][N];

void
two_then (int n, double x)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 3 statements, 4 arrays, 1 parallel loops" } */
    if (b[i] > 0)
      {
	a[i] = b[i] * 2;
	c[i] = b[i] + x;
      }
    else
      d[i] = b[i] * 3;
}

void
two_else (int n, int m)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < m; j++)
      if (p2[i][j] > 0)
	;
      else
	{
	  q2[i][j] = -p2[i][j];
	  p2[i][j] = 0;
	}
}

void
next_elt (int n)
{
  for (int i = 0; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 1 parallel loops, a read-only snapshot of 'a' at line 52" } */
    if (b[i] > 0)
      {
	a[i] = 1;
	c[i] = a[i + 1];
      }
}

void
two_pointers (int n, double *restrict p, double *restrict q)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 1 parallel loops" } */
    if (b[i] > 0)
      {
	p[i] = b[i] * 2;
	q[i] = b[i] + 1;
      }
}

/* { dg-final { scan-tree-dump-times "conditional stores made unconditional" 4 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "may be touched outside its object: the host memory of its copies is checked at run time" 2 "gpugen" } } */
