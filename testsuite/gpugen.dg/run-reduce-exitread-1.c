/* A convergence loop whose own condition reads its error through a
   pointer that is not restrict ("!(*errp < 0.1)"), the error kept by
   "if (q > *errp) *errp = q;" in the step's last nest, which also
   stores under conditions with divisions (fuzz --ext2 C seed 1001 at
   -O3, reduced; -O2 too).  The host's re-evaluation of the exit test
   (gpugen-exittest.cc) loads *errp with __gpugen_region_read into a
   temporary whose address it passed as "(void *) &gpugen_exit_value",
   no GIMPLE value: -fchecking's verifier stopped the compilation
   ("invalid argument to gimple call").  Every element and the error's
   bits against the host reference (gpugen_off), for sizes 0 to 12 and
   step counts 0 to 3.  */
/* { dg-do run } */
/* { dg-options "-O2 -fchecking=1" } */
/* { dg-gpugen-expect any } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

static long g[43][43], gr[43][43];

#define F(NAME, ATTR, G)						\
  static void __attribute__ ((noipa)) ATTR				\
  NAME (int n, int m, int tsteps, float *restrict a, double *errp)	\
  {									\
    for (int t = 0; t < tsteps + 2 && !(*errp < 0.1); t++)		\
      {									\
	for (int i = 2; i < m - 2; i++)					\
	  for (int j = 2; j < n - 2; j++)				\
	    {								\
	      if ((((j - i) % 4) + 4) % 4 == 1)				\
		G[j][j + 1] = (4 * G[n - 1 - j][2] + G[j - 1][j]	\
			       + G[n - 1 - j][j]) & 1023;		\
	      else if (i / -3 + i % -4 > -1)				\
		a[i] = 0.5f * G[n - 1 - j][j - 2];			\
	    }								\
	for (int i = 2; i < n - 2; i++)					\
	  for (int j = 2; j < n - 2; j++)				\
	    {								\
	      double q = fabs ((double) G[j + 2][j]			\
			       - (double) G[n - 1 - i][i]);		\
	      if (q > *errp)						\
		*errp = q;						\
	    }								\
      }									\
  }

F (f, , g)
F (f_ref, __attribute__ ((gpugen_off)), gr)

static void __attribute__ ((noipa, gpugen_off))
fill (float *a, float *ar)
{
  for (int i = 0; i < 43; i++)
    for (int j = 0; j < 43; j++)
      g[i][j] = gr[i][j] = ((i * 43 + j) * 37 + 11) % 101 - 50 & 1023;
  for (int i = 0; i < 43; i++)
    a[i] = ar[i] = (i * 37 % 101 - 50) * 0.02f;
}

int
main (void)
{
  static float a[43], ar[43];
  for (int n = 0; n <= 12; n++)
    for (int t = 0; t <= 3; t++)
      {
	double e = 1e30, er = 1e30;
	fill (a, ar);
	f (n, n + 1, t, a, &e);
	f_ref (n, n + 1, t, ar, &er);
	if (memcmp (g, gr, sizeof g) || memcmp (a, ar, sizeof a)
	    || memcmp (&e, &er, sizeof e))
	  abort ();
      }
  return 0;
}
