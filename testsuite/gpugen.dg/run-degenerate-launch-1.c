/* A triangular dynamic program (maximal nested pairs of a sequence, rows
   from the last): the scheduler gives each of its five statements a
   kernel under one host loop, c0 = 4 j + offset.  The last kernel's
   host loop runs once in a branch of isl's AST, which leaves it out:
   its launch is "K_4(4 * n - 7)", a function of the parameters, where
   the build's iterator c0 says nothing.  The host coordinates and the
   grid sizes come from the build's schedule, reversed (gpugen-map.cc's
   host_coords), so this launch runs as the others.  Session 20's
   syntactic matching of the call's argument refused it and left
   gpubench's nussinov on the host.  Against a host reference
   (gpugen_off), every element, for n from 0 to 40.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 41
static int t[N * N], r[N * N], s[N];

#define NEST(S, ATTR)							\
ATTR void								\
fill##S (int n, const int seq[n], int x[n][n])				\
{									\
  for (int i = n - 1; i >= 0; i--)					\
    for (int j = i + 1; j < n; j++)					\
      {									\
	int best = x[i + 1][j];						\
	best = x[i][j - 1] > best ? x[i][j - 1] : best;			\
	int pair = x[i + 1][j - 1] + (seq[i] + seq[j] == 3 ? 1 : 0);	\
	best = pair > best ? pair : best;				\
	for (int k = i + 1; k < j - 1; k++)				\
	  {								\
	    int split = x[i][k] + x[k + 1][j];				\
	    best = split > best ? split : best;				\
	  }								\
	x[i][j] = best;							\
      }									\
}

NEST (, __attribute__ ((noipa)))
NEST (_ref, __attribute__ ((noipa, gpugen_off)))

int __attribute__ ((gpugen_off))
main (void)
{
  for (int i = 0; i < N; i++)
    s[i] = (int) (((unsigned) i * 2654435761u) >> 13) & 3;
  for (int n = 0; n < N; n++)
    {
      memset (t, 0, sizeof t);
      memset (r, 0, sizeof r);
      fill (n, s, (int (*)[n]) t);
      fill_ref (n, s, (int (*)[n]) r);
      if (memcmp (t, r, sizeof t))
	abort ();
    }
  return 0;
}
