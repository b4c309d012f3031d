/* Exit code that stores at the exit's position: a search over j inside
   a parallel loop over i whose exit marks the element it stopped at
   ("mark[i][j] = 1; break"), stores a value computed from the position
   and from a value the loop loaded there ("mark[i][j] = b[i][j] + j"),
   or stores the position too ("pos[i] = j; mark[i][j] = 2"), or two
   elements there ("mark[i][j] += 5; cnt[i] = j * 2.0; two[i][j] =
   b[i][j] * 3").  The
   store, made a select on the exit's flag past the loop, moves for the
   model into the loop, at the exit's test, where it stores "the exit
   fires here ? V : old" in every iteration (speculative, inside the
   arrays: a run-time check); the host code stores what the program
   does.  Before, the nests stayed on the host ("array subscript not
   affine").  The results match a host reference element by element,
   with the exit taken at the first iteration, in the middle, at the
   last and not at all, and empty loops; the marks start nonzero, so
   that a store of a wrong old value shows.  */
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

double b[N][N + 1], mark[N][N], val[N][N], two[N][N], cnt[N];
double rmark[N][N], rval[N][N], rtwo[N][N], rcnt[N];
int pos[N], rpos[N];

void __attribute__ ((noipa))
store_at (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  mark[i][j] = 1;
	  break;
	}
}

void __attribute__ ((noipa))
store_val (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  val[i][j] = b[i][j] + j;
	  break;
	}
}

void __attribute__ ((noipa))
store_two (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  pos[i] = j;
	  two[i][j] = 2;
	  break;
	}
}

/* Two stores at the position, with a store of another array between
   them: both move, in their order (the end of the pass puts them back
   in it).  */

void __attribute__ ((noipa))
store_both (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  mark[i][j] += 5;
	  cnt[i] = j * 2.0;
	  two[i][j] = b[i][j] * 3;
	  break;
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
	  rmark[i][j] = 1;
	  rval[i][j] = host (b[i][j]) + j;
	  rpos[i] = j;
	  rtwo[i][j] = 2;
	  break;
	}
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (host (b[i][j]) > t)
	{
	  rmark[i][j] += 5;
	  rcnt[i] = j * 2.0;
	  rtwo[i][j] = host (b[i][j]) * 3;
	  break;
	}
}

int
main (void)
{
  static const int sizes[][2] = { { 0, 5 }, { 5, 0 }, { 1, 1 }, { 7, 9 },
				   { N, N }, { N - 3, 17 }, { N, 2 } };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s][0], m = sizes[s][1];
      for (int i = 0; i < N; i++)
	{
	  pos[i] = rpos[i] = -1;
	  cnt[i] = rcnt[i] = host (-7);
	  for (int j = 0; j < N; j++)
	    {
	      mark[i][j] = rmark[i][j] = host (10 + i + j);
	      val[i][j] = rval[i][j] = host (-i - j);
	      two[i][j] = rtwo[i][j] = host (i * j);
	    }
	  for (int j = 0; j < N + 1; j++)
	    {
	      /* Row i exceeds 0.5 first at j = i % 7 * 3 (none past m),
		 later again at j = i % 7 * 3 + 2 (the first only must be
		 marked), row 5 at its first element, row 9 at its last
		 (j = N - 1), rows 4 and 11 nowhere.  */
	      double v = (j == i % 7 * 3 || j == i % 7 * 3 + 2
			  || (i == 5 && j == 0)
			  || (i == 9 && j == N - 1)) ? 1.0 + j : -1.0 - j;
	      if (i == 4 || i == 11)
		v = -2.0;
	      b[i][j] = host (v);
	    }
	}
      store_at (n, m, host (0.5));
      store_val (n, m, host (0.5));
      store_two (n, m, host (0.5));
      store_both (n, m, host (0.5));
      reference (n, m, 0.5);
      for (int i = 0; i < N; i++)
	{
	  if (pos[i] != rpos[i] || cnt[i] != rcnt[i])
	    abort ();
	  for (int j = 0; j < N; j++)
	    if (mark[i][j] != rmark[i][j] || val[i][j] != rval[i][j]
		|| two[i][j] != rtwo[i][j])
	      abort ();
	}
    }
  return 0;
}
