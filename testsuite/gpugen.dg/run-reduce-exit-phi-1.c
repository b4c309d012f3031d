/* A time loop whose exit reads a reduction (a red-black sweep's error,
   its rows from 1, the strided start 1 + ((i + c) & 1)) and whose value
   after the loop reaches a PHI only through its placeholder: the
   device path passed the placeholder itself as a value from before the
   region (gpugen-liveout.cc), which the undo at the end of the pass made
   the step's value where it does not dominate: an internal compiler
   error in rewrite_into_loop_closed_ssa (fuzz --ext3 C seed 832).  Now
   the host code gives that PHI the fold of the last step tested
   (gpugen_reduce_exit_placeholder_p).  Every element and the error
   against a host reference (gpugen_off), for several sizes and step
   counts, the loop leaving on the error or on its count.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 40
static long A1[83][83], B1[83][83];
static float A0[N + 3][N + 3], B0[N + 3][N + 3];
static double sink1, sink2;

#define F(S, ATTR, A1, SINK)						\
  static void __attribute__ ((noipa)) ATTR				\
  f##S (int n, int m, int tsteps, double lim,				\
	float A0[restrict (m + 3)][(n + 3)])				\
  {									\
    double e2 = 1e30;							\
    for (int i8 = 0; i8 < tsteps + 2; i8++)				\
      {									\
	for (int i3 = 2; i3 < m - 2; i3++)				\
	  for (int i4 = 2; i4 < m - 2; i4++)				\
	    A0[m - 1 - i3][0] = fminf ((float) (0.5f * A0[i3 - 1][1]),	\
				       (float) (0.75f * (float) i4));	\
	e2 = 0;								\
	for (int i5 = 0; i5 < 2; i5++)					\
	  for (int i6 = 1; i6 < n - 1; i6++)				\
	    for (int i7 = 1 + ((i6 + i5) & 1); i7 < m - 1; i7 += 2)	\
	      {								\
		long q1 = ((A1[i6 - 1][i7] + A1[i6 + 1][i7]		\
			    + A1[i6][i7 - 1] + A1[i6][i7 + 1]) & 1023);	\
		double q2 = fabs ((double) q1 - (double) A1[i6][i7]);	\
		if (q2 > e2)						\
		  e2 = q2;						\
		A1[i6][i7] = q1;					\
	      }								\
	if (e2 > lim)							\
	  break;							\
      }									\
    SINK = e2;								\
  }

F (1, , A1, sink1)
F (2, __attribute__ ((gpugen_off)), B1, sink2)

int __attribute__ ((gpugen_off))
main (void)
{
  static const int sizes[][3] = { { 0, 0, 0 }, { 3, 5, 1 }, { 9, 7, 3 },
				  { 20, 20, 4 }, { 33, 40, 2 },
				  { 40, 31, 6 } };
  static const double lims[] = { 1e9, 100.0, -1.0 };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    for (int l = 0; l < 3; l++)
      {
	int n = sizes[s][0], m = sizes[s][1], t = sizes[s][2];
	for (int i = 0; i < 83; i++)
	  for (int j = 0; j < 83; j++)
	    A1[i][j] = B1[i][j] = (i * 37 + j * 11) % 1000;
	for (int i = 0; i < N + 3; i++)
	  for (int j = 0; j < N + 3; j++)
	    A0[i][j] = B0[i][j] = (i - j) * 0.25f;
	f1 (n, m, t, lims[l], (float (*)[n + 3]) A0);
	f2 (n, m, t, lims[l], (float (*)[n + 3]) B0);
	if (memcmp (&sink1, &sink2, sizeof sink1)
	    || memcmp (A1, B1, sizeof A1) || memcmp (A0, B0, sizeof A0))
	  abort ();
      }
  return 0;
}
