/* Stores on both sides of a condition after a search loop, and a store
   after the loop that the loop's guard shares (jump threading sends
   the guard's path, where the loop cannot run, straight to the else
   store: the diamond gets a copy of it).  Both stores become selects,
   the else side's after the then side's; so does a plain "if (c) c[i]
   = ...; else d[i] = ...".  Through pointers of unknown size, the pair
   is a SCoP whose region checks their host memory (run-exits-6.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#define N 48

double a[N][N], b[N], c[N], d[N];
int hit[N], miss[N], pos[N];

void
if_else (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 3 arrays, 1 parallel loops" } */
    {
      int j;
      for (j = 0; j < m; j++)
	if (a[i][j] > t)
	  break;
      if (j < m)
	hit[i] = j;
      else
	miss[i] = 1;
    }
}

void
guarded (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 2 arrays, 1 parallel loops" } */
    {
      int j;
      for (j = 0; j < m; j++)
	if (a[i][j] > t)
	  {
	    pos[i] = j;
	    break;
	  }
      if (j >= m)
	pos[i] = -1;
    }
}

void
two_arrays (int n)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 1 parallel loops" } */
    if (b[i] > 0)
      c[i] = b[i] * 2;
    else
      d[i] = b[i] + d[i];
}

void
two_pointers (int n, double *restrict p, double *restrict q)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 1 parallel loops" } */
    if (b[i] > 0)
      p[i] = b[i] * 2;
    else
      q[i] = b[i] + q[i];
}

/* { dg-final { scan-tree-dump-times "a copy of the shared store arm" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "may be touched outside its object: the host memory of its copies is checked at run time" 2 "gpugen" } } */
