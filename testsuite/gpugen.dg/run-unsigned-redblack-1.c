/* Red-black Gauss-Seidel sweeps whose counters are unsigned (issue
   16): rb counts both loops in unsigned int over an unsigned VLA size
   (its column j - 1, computed in unsigned int and zero-extended, is
   read as j - 1 under a no-wrap check that the start j >= 1 proves;
   before, "parametric stride"), rb2 starts an int counter at the
   unsigned 1 + (i & 1) (its conversion to int is read exactly under a
   no-wrap check in int; before, "loop bound not affine"), rbp bounds
   the loops by i + 1 < m and j + 1 < m, for which GCC keeps j + 1 as
   a second counter beside j (before, "parametric stride"), and rbs
   starts its rows at (int) (s + (i & 1)) for an unsigned s, which is
   the sum only where it is at most INT_MAX: s = 4294967294 starts them
   at -2 and -1, s = 4294967295 at -1 and 0 (the sum wraps), and the
   region's run-time check sends those calls to the host.  Every
   element equals a host reference's (bit for bit) for m = 1 to 9, 33
   and the large 1000 and 1001; rbp and rbs also for m = 0.  rb and rb2
   are not called with m = 0: m - 1 wraps to 4294967295 in unsigned
   int, so their outer loop runs 4294967294 times, rb's out of its
   arrays and rb2's for seconds over empty rows (their model leaves
   m < 3 to the host: detect-unsigned-redblack-1.c).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-gpugen-expect offload } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <stdlib.h>
#include <string.h>

#define N 1001

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static unsigned __attribute__ ((noipa))
host_u (unsigned x)
{
  return x;
}

void __attribute__ ((noipa))
rb (unsigned m, double u[m][m], double f[m][m])
{
  for (unsigned i = 1; i < m - 1; i++) /* { dg-optimized "loop nest offloaded" } */
    for (unsigned j = 1 + (i & 1); j < m - 1; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]
			- f[i][j]);
}

void __attribute__ ((noipa))
rb_ref (unsigned m, double u[m][m], double f[m][m])
{
  for (unsigned i = 1; i < m - 1; i++)
    for (unsigned j = 1 + (i & 1); j < m - 1; j += 2)
      u[i][j] = 0.25 * (host (u[i-1][j]) + u[i+1][j] + u[i][j-1] + u[i][j+1]
			- f[i][j]);
}

void __attribute__ ((noipa))
rb2 (int m, double u[m][m], double f[m][m])
{
  for (unsigned i = 1; i < m - 1; i++) /* { dg-optimized "loop nest offloaded" } */
    for (int j = 1 + (i & 1); j < m - 1; j += 2)
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]
			- f[i][j]);
}

void __attribute__ ((noipa))
rb2_ref (int m, double u[m][m], double f[m][m])
{
  for (unsigned i = 1; i < m - 1; i++)
    for (int j = 1 + (i & 1); j < m - 1; j += 2)
      u[i][j] = 0.25 * (host (u[i-1][j]) + u[i+1][j] + u[i][j-1] + u[i][j+1]
			- f[i][j]);
}

void __attribute__ ((noipa))
rbp (unsigned m, double u[m][m], double f[m][m])
{
  for (unsigned i = 1; i + 1 < m; i++)
    for (unsigned j = 1 + (i & 1); j + 1 < m; j += 2) /* { dg-optimized "loop nest offloaded" } */
      u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]
			- f[i][j]);
}

void __attribute__ ((noipa))
rbp_ref (unsigned m, double u[m][m], double f[m][m])
{
  for (unsigned i = 1; i + 1 < m; i++)
    for (unsigned j = 1 + (i & 1); j + 1 < m; j += 2)
      u[i][j] = 0.25 * (host (u[i-1][j]) + u[i+1][j] + u[i][j-1] + u[i][j+1]
			- f[i][j]);
}

void __attribute__ ((noipa))
rbs (unsigned s, int m, double u[m][m])
{
  for (unsigned i = 0; i < m; i++) /* { dg-optimized "loop nest offloaded" } */
    for (int j = s + (i & 1); j < m - 2; j += 2)
      u[i][j + 2] = 0.5 * u[i][j + 2] + 1;
}

void __attribute__ ((noipa))
rbs_ref (unsigned s, int m, double u[m][m])
{
  for (unsigned i = 0; i < m; i++)
    for (int j = s + (i & 1); j < m - 2; j += 2)
      u[i][j + 2] = 0.5 * host (u[i][j + 2]) + 1;
}

static double u[N * N], r[N * N], f[N * N];

/* Fill U and R with the same small values, F with others.  */

static void
init (unsigned m)
{
  for (unsigned k = 0; k < m * m; k++)
    {
      u[k] = r[k] = host ((double) ((k * 7 + m) % 13) / 4);
      f[k] = host ((double) ((k * 5 + m) % 11) / 8);
    }
}

/* Abort unless the first COUNT elements of U and R are equal.  */

static void
check (unsigned count)
{
  for (unsigned k = 0; k < count; k++)
    if (host (u[k]) != r[k])
      abort ();
}

int
main (void)
{
  static const unsigned sizes[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 33, 1000,
				    1001 };
  static const unsigned starts[] = { 0, 1, 2, 5, 4294967294u, 4294967295u };
  for (unsigned a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
    {
      unsigned m = host_u (sizes[a]);
      init (m);
      rbp (m, (double (*)[m]) u, (double (*)[m]) f);
      rbp_ref (m, (double (*)[m]) r, (double (*)[m]) f);
      check (m * m);
      for (unsigned b = 0; b < sizeof starts / sizeof starts[0]; b++)
	{
	  init (m);
	  rbs (host_u (starts[b]), m, (double (*)[m]) u);
	  rbs_ref (host_u (starts[b]), m, (double (*)[m]) r);
	  check (m * m);
	}
      if (m == 0)
	continue;
      init (m);
      rb (m, (double (*)[m]) u, (double (*)[m]) f);
      rb_ref (m, (double (*)[m]) r, (double (*)[m]) f);
      check (m * m);
      init (m);
      rb2 (m, (double (*)[m]) u, (double (*)[m]) f);
      rb2_ref (m, (double (*)[m]) r, (double (*)[m]) f);
      check (m * m);
    }
  return 0;
}
