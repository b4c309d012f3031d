/* Int counters carried across a guarded inner loop, at -O3 (the forms
   of detect-carried-2.c): the counter's value after the inner loop is
   the inner loop's own int counter, and gpugen-carried.cc reads the
   outer loop's amount from it and the inner loop's latch count.  A pack
   from a negative start, an unpack that reads through the counter, a
   pack counting down, and a pack of every third column; each nest is
   offloaded and matches a host reference, for extents 0, 1, odd and
   even (m = 0 with n > 0 skips the inner loop while the outer one
   runs), and b's elements past the written ones keep their values.
   Then run-carried-1.c's nests (long and int counters) at -O3.  */
/* { dg-do run } */
/* { dg-options "-O3 -fopt-info-omp-optimized -fplugin-arg-gpugen-dump=summary" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-prune-output "gpugen: loop nest offloaded to the GPU" } */

#define main main_carried_1
#include "run-carried-1.c"
#undef main

static void __attribute__ ((noipa))
pack_from (double *restrict b, double a[restrict][M], int n, int m, int k0)
{
  int k = k0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[k++ - k0] = a[i][j] + 1;
}

static void __attribute__ ((noipa))
unpack_int (double a[restrict][M], const double *restrict b, int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	a[i][j] = b[k] * 2;
	k++;
      }
}

static void __attribute__ ((noipa))
pack_down (double *restrict b, double a[restrict][M], int n, int m, int top)
{
  int k = top;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[top - k--] = a[i][j] - j;
}

static void __attribute__ ((noipa))
pack_third (double *restrict b, double a[restrict][M], int n, int m)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j += 3)
      b[k++] = a[i][j] * i;
}

#define B (N * M + 8)

static void
check (const double *b, const double *rb)
{
  for (int q = 0; q < B; q++)
    if (b[q] != host (rb[q]))
      abort ();
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 4, 7, 9 };
  for (unsigned s = 0; s < sizeof sizes / sizeof *sizes; s++)
    for (unsigned t = 0; t < sizeof sizes / sizeof *sizes; t++)
      {
	int n = sizes[s], m = sizes[t] > M ? M : sizes[t];
	static double a[N][M], a2[N][M], r2[N][M];
	static double b[B], rb[B];
	for (int i = 0; i < N; i++)
	  for (int j = 0; j < M; j++)
	    {
	      a[i][j] = host (i * 0.5 - j);
	      a2[i][j] = r2[i][j] = host (-1.0 - i - j);
	    }
	for (int q = 0; q < B; q++)
	  b[q] = rb[q] = host (q * 0.25);

	/* The references index by the closed forms, so that no counter
	   of theirs is closed by the stage under test.  From -5: k runs
	   through negative values into positive ones.  */
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j++)
	    rb[i * m + j] = host (a[i][j] + 1);
	pack_from (b, a, n, m, -5);
	check (b, rb);

	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j++)
	    r2[i][j] = host (b[i * m + j] * 2);
	unpack_int (a2, b, n, m);
	for (int i = 0; i < N; i++)
	  for (int j = 0; j < M; j++)
	    if (a2[i][j] != host (r2[i][j]))
	      abort ();

	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j++)
	    rb[i * m + j] = host (a[i][j] - j);
	pack_down (b, a, n, m, 7);
	check (b, rb);

	for (int i = 0; i < n; i++)
	  for (int j = 0; j < m; j += 3)
	    rb[i * ((m + 2) / 3) + j / 3] = host (a[i][j] * i);
	pack_third (b, a, n, m);
	check (b, rb);
      }
  return main_carried_1 ();
}

/* run-carried-1.c's five nests and the four here.  */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP \\d+ offloaded: \\d+ kernels" 9 "gpugen" } } */
