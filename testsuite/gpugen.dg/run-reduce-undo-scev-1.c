/* A convergence loop whose step is a single loop that sums into s and
   writes a (a reduction with rows of one element, rewritten for the
   time loop's region, then rejected) and a red-black sweep counting
   into e, which leaves on e in its own condition.  The region of the
   time loop's body undid the rewrite made for the region around it,
   which released names that SCEV's cache still held: simple_iv on the
   next accumulator's PHI read them and the compiler crashed
   (gpugen-reduce.cc's gpugen_reduce_scop now resets SCEV after such an
   undo).  Found by fuzz --ext3 C seed 831.  Against a host reference
   (gpugen_off), every element and both scalars, for n 0 to 20.  */
/* { dg-do run } */
/* { dg-gpugen-expect any } */

#include <stdlib.h>
#include <string.h>

#define N 20

#define FN(S, ATTR)							\
ATTR void								\
f##S (int n, int tsteps, int a[2 * n + 3][2 * n + 3], double *b,	\
      long *out)							\
{									\
  long s = 5;								\
  long e = 1000000000;							\
  for (int t = 0; t < tsteps + 2 && !(e < 1000000000); t++)		\
    {									\
      for (int i = 2; i < n - 2; i++)					\
	{								\
	  long q = (long) a[i - 2][2 * i + 2];				\
	  a[2 * i][2 * i - 1] = ((q + 1) & 1023);			\
	  s += q * 65537;						\
	}								\
      e = 0;								\
      for (int c = 0; c < 2; c++)					\
	for (int j = 2 + (c & 1); j < n - 2; j += 2)			\
	  {								\
	    double v = 0.5 * (b[j - 1] + b[j + 1]);			\
	    if (v > b[j])						\
	      e += 1;							\
	    b[j] = v;							\
	  }								\
    }									\
  out[0] = s;								\
  out[1] = e;								\
}

FN (, __attribute__ ((noipa)))
FN (_ref, __attribute__ ((noipa, gpugen_off)))

static int a1[2 * N + 3][2 * N + 3], a2[2 * N + 3][2 * N + 3];
static double b1[N + 3], b2[N + 3];

int __attribute__ ((gpugen_off))
main (void)
{
  for (int n = 0; n <= N; n++)
    {
      long o1[2], o2[2];
      for (int i = 0; i < 2 * N + 3; i++)
	for (int j = 0; j < 2 * N + 3; j++)
	  a1[i][j] = a2[i][j] = (i * 37 + j * 11) % 101;
      for (int i = 0; i < N + 3; i++)
	b1[i] = b2[i] = ((i * 7) % 11) * 0.25;
      f (n, 2, (int (*)[2 * n + 3]) a1, b1, o1);
      f_ref (n, 2, (int (*)[2 * n + 3]) a2, b2, o2);
      if (memcmp (a1, a2, sizeof a1) || memcmp (b1, b2, sizeof b1)
	  || o1[0] != o2[0] || o1[1] != o2[1])
	abort ();
    }
  return 0;
}
