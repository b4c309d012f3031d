/* The two arms of "if (i % 2 == 0)" in a loop counting down, split into
   two kernels under one host loop: the arm whose j loop carries a
   dependence runs as one thread, the other in parallel.  Their host
   domains are strided alike at different offsets, so isl's AST
   generator shifts one against the other ("K_1(c0 + 1)" in the host
   loop of c0); the launch must pass the call's argument, not the
   build's iterator c0, and size its grid for that value too
   (gpugen-map.cc's host_coords).  The kernel of the odd rows ran for
   the wrong row (the guard then skipped it).  Found by fuzz --ext3 C
   seed 43.  Against a host reference (gpugen_off), every element, for
   m from 0 to 37.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 40
static int a[N][N], r[N][N], b[N][N];

#define NEST(S, ATTR)							\
ATTR void								\
odd##S (int n, int m, int (*x)[N])					\
{									\
  for (int i = m - 3; i >= 2; i--)					\
    for (int j = 2; j < m - 2; j++)					\
      if (i % 2 == 0)							\
	x[j][j - 1] = b[j + 2][j] * 4 > n ? b[j + 2][j] * 4 : n;	\
      else								\
	x[i][j] = x[j][m - 1 - i] + 1;					\
}

NEST (, __attribute__ ((noipa)))
NEST (_ref, __attribute__ ((noipa, gpugen_off)))

int __attribute__ ((gpugen_off))
main (void)
{
  for (int m = 0; m < N - 2; m++)
    {
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  {
	    a[i][j] = r[i][j] = (i * 37 + j * 11) % 101;
	    b[i][j] = (i * 7 + j) % 13;
	  }
      odd (5, m, a);
      odd_ref (5, m, r);
      if (memcmp (a, r, sizeof a))
	abort ();
    }
  return 0;
}
