/* Stores on both sides of a search loop's outcome, and a store after the
   loop that the loop's guard shares.  "for (j ...) if (a[i][j] > t)
   break; if (j < m) hit[i] = j; else miss[i] = 1;": both stores become
   selects, the else side's after the then side's (gpugen-select.cc,
   spec_second_store); where m <= 0, GCC's jump threading sends the
   loop's guard straight to the else store, which the diamond gets a
   copy of (own_store_arm).  "{ pos[i] = j; break; } ... if (j >= m)
   pos[i] = -1;" likewise.  And a plain "if (b[i] > 0) c[i] = ...; else
   d[i] = ...".  Before, each stayed on the host ("condition not
   affine").  The results match a host reference, with the exit taken
   at the first and the last iteration, not at all, and empty loops (m
   = 0: the guard's path; n = 0).  */
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

double a[N][N], b[N], c[N], d[N], rc[N], rd[N];
int hit[N], miss[N], pos[N], rhit[N], rmiss[N], rpos[N];

void __attribute__ ((noipa))
if_else (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
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

void __attribute__ ((noipa))
guarded (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
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

void __attribute__ ((noipa))
two_arrays (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (b[i] > 0)
      c[i] = b[i] * 2;
    else
      d[i] = b[i] + d[i];
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
	  hit[i] = rhit[i] = -5;
	  miss[i] = rmiss[i] = 0;
	  pos[i] = rpos[i] = -7;
	  b[i] = host ((i % 5) - 2);
	  c[i] = rc[i] = host (i);
	  d[i] = rd[i] = host (-i);
	  for (int j = 0; j < N; j++)
	    {
	      /* Row i hits first at j = i % 7 * 3 (none past m), row 5
		 at its first element, and rows 4 and 11 not at all.  */
	      a[i][j] = host (j == i % 7 * 3 || (i == 5 && j == 0)
			      ? 1.0 : -1.0);
	      if (i == 4 || i == 11)
		a[i][j] = host (-2.0);
	    }
	}
      for (int i = 0; i < n; i++)
	{
	  int j;
	  for (j = 0; j < m; j++)
	    if (host (a[i][j]) > 0.5)
	      break;
	  if (j < m)
	    rhit[i] = rpos[i] = j;
	  else
	    rmiss[i] = 1, rpos[i] = -1;
	  if (host (b[i]) > 0)
	    rc[i] = host (b[i]) * 2;
	  else
	    rd[i] = host (b[i]) + rd[i];
	}
      if_else (n, m, host (0.5));
      guarded (n, m, host (0.5));
      two_arrays (n);
      for (int i = 0; i < N; i++)
	if (hit[i] != rhit[i] || miss[i] != rmiss[i] || pos[i] != rpos[i]
	    || c[i] != rc[i] || d[i] != rd[i])
	  abort ();
    }
  return 0;
}
