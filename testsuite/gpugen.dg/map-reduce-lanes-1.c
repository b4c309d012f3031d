/* The kernels of reductions' rows (gpugen-reduce-lanes.cc): one row per
   block of 32 threads ("k0 = b0"), its loop shared in rounds of 128
   elements, 4 consecutive ones per thread from the identity, the
   threads' parts combined in shared memory by a tree, left before
   right, and the rounds by an accumulator, with the host's step of the
   fold (the right part wins only where it compares); a row of two
   loops runs in the block's first thread; a nest that also stores
   memory keeps one row per thread.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */

double a[64][64], b[64][64];
unsigned u[64][64];

double
maxdiff (int n, int m, double e)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = __builtin_fabs (a[i][j] - b[i][j]);
	if (d > e)
	  e = d;
      }
  return e;
}

unsigned
two (int n, int m, unsigned s)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	s += u[i][j];
      for (int j = 0; j < m; j++)
	s += 3u * u[j][i];
    }
  return s;
}

double
copying (int n, int m, double e)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double d = __builtin_fabs (a[i][j] - b[i][j]);
	if (d > e)
	  e = d;
	a[i][j] = b[i][j];
      }
  return e;
}

/* { dg-final { scan-tree-dump "for \\(long k0 = b0; k0 < n_\[0-9\]+; k0 \\+= 8192\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "__shared__ double gpugen_red0\\\[32\\\];" "gpugen" } } */
/* { dg-final { scan-tree-dump "gpugen_kb \\+= 128\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "const long gpugen_run = gpugen_kb \\+ 4 \\* t0;" "gpugen" } } */
/* { dg-final { scan-tree-dump "double gpugen_l0 = gpugen_red0\\\[t0\\\], gpugen_r0 = gpugen_red0\\\[t0 \\+ gpugen_w\\\];" "gpugen" } } */
/* { dg-final { scan-tree-dump "if \\(gpugen_r0 > gpugen_l0\\) gpugen_l0 = gpugen_r0;" "gpugen" } } */
/* { dg-final { scan-tree-dump "if \\(gpugen_x0 > gpugen_acc0\\) gpugen_acc0 = gpugen_x0;" "gpugen" } } */
/* { dg-final { scan-tree-dump "\\\[gpugen-lanes\\\] kernel gpugen_two_L\[0-9\]+_0: 2 loops in a row; one thread a row" "gpugen" } } */
/* { dg-final { scan-tree-dump "  if \\(t0 == 0\\)\n  for \\(long k0 = b0;" "gpugen" } } */
/* { dg-final { scan-tree-dump "gpugen_copying_L\[0-9\]+_0 \\((\[^\n\]*\n)\{1,10\} *for \\(long k0 = 32 \\* b0 \\+ t0;" "gpugen" } } */
