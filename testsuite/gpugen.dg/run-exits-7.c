/* Exit code whose subscripts use the exit's position: a search over j
   inside a parallel loop over i whose exit stores the element it
   stopped at ("val[i] = b[i][j]; pos[i] = j; break"), an element of
   another array in the exit's column ("col[i] = c[j][i]"), and the
   element after it ("nxt[i] = b[i][j + 1]", read by the program only
   where the exit is taken); and a conditional store in the loop before
   and after the exit's test.  The exit's code moves past the loop under
   a flag with the position the exit passes, and each store becomes a
   select whose arm loads at that position; the loads run where the
   exit was not taken too, inside the arrays (declared of constant
   size; the model checks the subscripts against them at run time).
   The results match a host reference, with the exit taken at the first
   and the last iteration, not at all, and empty loops.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 40

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

double b[N][N + 1], c[N][N], val[N], col[N], nxt[N], mark[N][N];
double rval[N], rcol[N], rnxt[N], rmark[N][N];
int pos[N], rpos[N];

void __attribute__ ((noipa))
found (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  val[i] = b[i][j];
	  pos[i] = j;
	  break;
	}
}

void __attribute__ ((noipa))
column (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  col[i] = c[j][i];
	  break;
	}
}

void __attribute__ ((noipa))
next (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  nxt[i] = b[i][j + 1] * 2;
	  break;
	}
}

/* A conditional store in the search loop, before the exit's test: made
   unconditional on trial, in the block that the exit leaves (the end
   of the pass put the exit back first, then the store: the other way
   round, the compiler stopped on an internal error).  */

void __attribute__ ((noipa))
mark_before (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      {
	if (b[i][j] < -3)
	  mark[i][j] = 1;
	if (b[i][j] > t)
	  break;
      }
}

/* The same after the exit's test.  */

void __attribute__ ((noipa))
mark_after (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      {
	if (b[i][j] > t)
	  break;
	if (b[i][j] < -5)
	  mark[i][j] = 2;
      }
}

/* The reference, on the host.  */

static void
reference (int n, int m, double t)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (host (b[i][j]) > t)
	{
	  rval[i] = host (b[i][j]);
	  rpos[i] = j;
	  rcol[i] = host (c[j][i]);
	  rnxt[i] = host (b[i][j + 1]) * 2;
	  break;
	}
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	if (host (b[i][j]) < -3)
	  rmark[i][j] = 1;
	if (host (b[i][j]) > t)
	  break;
      }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	if (host (b[i][j]) > t)
	  break;
	if (host (b[i][j]) < -5)
	  rmark[i][j] = 2;
      }
}

int
main (void)
{
  static const int sizes[][2] = { { 0, 5 }, { 5, 0 }, { 1, 1 }, { 7, 9 },
				   { N, N }, { N - 3, 17 } };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s][0], m = sizes[s][1];
      for (int i = 0; i < N; i++)
	{
	  val[i] = rval[i] = host (-i);
	  col[i] = rcol[i] = host (-2 * i);
	  nxt[i] = rnxt[i] = host (-3 * i);
	  pos[i] = rpos[i] = -1;
	  for (int j = 0; j < N; j++)
	    mark[i][j] = rmark[i][j] = host (0);
	  for (int j = 0; j < N + 1; j++)
	    {
	      /* Row i exceeds 0.5 first at j = i % 7 * 3 (none past m),
		 row 5 at its first element, row 9 at its last (j = N - 1),
		 rows 4 and 11 nowhere; the values differ by position.  */
	      double v = (j == i % 7 * 3 || (i == 5 && j == 0)
			  || (i == 9 && j == N - 1)) ? 1.0 + j : -1.0 - j;
	      if (i == 4 || i == 11)
		v = -2.0;
	      b[i][j] = host (v);
	      if (j < N)
		c[i][j] = host (i * 100 + j);
	    }
	}
      found (n, m, host (0.5));
      column (n, m, host (0.5));
      next (n, m, host (0.5));
      mark_before (n, m, host (0.5));
      mark_after (n, m, host (0.5));
      reference (n, m, 0.5);
      for (int i = 0; i < N; i++)
	if (val[i] != rval[i] || pos[i] != rpos[i] || col[i] != rcol[i]
	    || nxt[i] != rnxt[i])
	  abort ();
	else
	  for (int j = 0; j < N; j++)
	    if (mark[i][j] != rmark[i][j])
	      abort ();
    }
  return 0;
}
