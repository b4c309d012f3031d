/* Exits on data whose code reads memory: "if (a[i][j] > t) { cnt[i]++;
   break; }", two stores that load ("cnt[i] += j; pos[i] = j"), and
   loads of other elements ("val[i] = val[i] / 2 + b[i][0]").  The
   exit's code moves past the loop's end under a flag; each store gets
   a condition of its own with the loads before it, and the select
   stage makes each a select whose arm loads (gpugen-select.cc, as for
   "a[i] = exp (b[i]) + a[i]").  Before, the loads kept the nests on the
   host ("condition not affine").  The results match a host reference,
   with the exit taken at the first and the last iteration, not at all,
   and empty loops, called twice so that the counts add up.  */
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

double a[N][N], b[N][N], val[N], rval[N];
int cnt[N], pos[N], sum[N], rcnt[N], rpos[N], rsum[N];

void __attribute__ ((noipa))
count (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] > t)
	{
	  cnt[i]++;
	  break;
	}
}

void __attribute__ ((noipa))
count_pos (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] > t)
	{
	  sum[i] += j;
	  pos[i] = j;
	  break;
	}
}

void __attribute__ ((noipa))
other (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] > t)
	{
	  val[i] = val[i] / 2 + b[i][0];
	  break;
	}
}

/* The reference, on the host.  */

static void
reference (int n, int m, double t)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (host (a[i][j]) > t)
	{
	  rcnt[i]++;
	  rsum[i] += j;
	  rpos[i] = j;
	  rval[i] = rval[i] / 2 + host (b[i][0]);
	  break;
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
	  cnt[i] = rcnt[i] = i % 3;
	  sum[i] = rsum[i] = 2 * i;
	  pos[i] = rpos[i] = -1;
	  val[i] = rval[i] = host (i * 0.25);
	  for (int j = 0; j < N; j++)
	    {
	      /* Row i hits first at j = i % 7 * 3 (none past m), row 5
		 at its first element, and rows 4 and 11 not at all.  */
	      a[i][j] = host (j == i % 7 * 3 || (i == 5 && j == 0)
			      ? 1.0 : -1.0);
	      if (i == 4 || i == 11)
		a[i][j] = host (-2.0);
	      b[i][j] = host (i - j);
	    }
	}
      for (int rep = 0; rep < 2; rep++)
	{
	  count (n, m, host (0.5));
	  count_pos (n, m, host (0.5));
	  other (n, m, host (0.5));
	  reference (n, m, 0.5);
	}
      for (int i = 0; i < N; i++)
	if (cnt[i] != rcnt[i] || sum[i] != rsum[i] || pos[i] != rpos[i]
	    || val[i] != rval[i])
	  abort ();
    }
  return 0;
}
