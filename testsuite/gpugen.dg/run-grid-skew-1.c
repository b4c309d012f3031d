/* The grid of a kernel whose mapped schedule members are negative for
   the program's sizes (fuzz seed 101301, its third function with
   integers for floats): isl skews the triangular nest's statements, so
   that the member mapped to y takes values from 14 - 2n up to 3n - 11
   and the one mapped to x may be negative as well.  The grid was
   then the whole of GRID_MAX blocks along each axis (8192 x 8192
   blocks of 32 x 8 threads, minutes on the emulator); it is now the
   blocks from that of the smallest value to that of the largest, the
   kernel's blocks starting at an offset.  The profile's line for the
   skewed kernel shows a grid of a few blocks, and the result matches a
   host reference for several sizes.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "gpugen: kernel gpugen_f2_L\[0-9\]+_1 \[^\r\n\]*grid (up to )?\\(\[0-9\]\[0-9\]?,\[0-9\]\[0-9\]?," } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 83

int a0[N][N], r0[N][N];
int a1[N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static long __attribute__ ((noipa))
host (long x)
{
  return x;
}

static void __attribute__ ((noipa))
f2 (int n, int m)
{
  for (int i12 = n - 3; i12 >= 2; i12--)
    {
      a0[2 * i12][i12] = (a1[n - 1 - i12] + i12 + a0[2 * i12 - 2][i12 - 2])
			 & 1023;
      for (int i13 = i12 + 1; i13 < n - 2; i13++)
	{
	  for (int i14 = 2; i14 < m - 2; i14++)
	    a0[n - 1 - i12][i13] = (3 * i12 + a1[n - 1 - i12]) & 1023;
	  for (int i15 = n - 3; i15 >= 2; i15--)
	    {
	      a0[2 * i12][2 * i13] = a1[n - 1 - i13];
	      a0[i12 + 1][i13] = (n + a1[i12 - 2]) & 1023;
	    }
	}
    }
}

static void __attribute__ ((noipa))
f2_ref (int n, int m)
{
  for (int i12 = n - 3; i12 >= 2; i12--)
    {
      r0[2 * i12][i12] = host (a1[n - 1 - i12] + i12
			       + r0[2 * i12 - 2][i12 - 2]) & 1023;
      for (int i13 = i12 + 1; i13 < n - 2; i13++)
	{
	  for (int i14 = 2; i14 < m - 2; i14++)
	    r0[n - 1 - i12][i13] = host (3 * i12 + a1[n - 1 - i12]) & 1023;
	  for (int i15 = n - 3; i15 >= 2; i15--)
	    {
	      r0[2 * i12][2 * i13] = host (a1[n - 1 - i13]);
	      r0[i12 + 1][i13] = host (n + a1[i12 - 2]) & 1023;
	    }
	}
    }
}

int
main (void)
{
  static const int sizes[][2] = { { 21, 33 }, { 6, 5 }, { 9, 4 }, { 40, 7 } };
  for (int i = 0; i < N; i++)
    {
      a1[i] = host ((i * 37 + 11) % 101) - 50;
      for (int j = 0; j < N; j++)
	a0[i][j] = r0[i][j] = host ((i * 7 + j) % 101) - 50;
    }
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      f2 (host (sizes[s][0]), host (sizes[s][1]));
      f2_ref (host (sizes[s][0]), host (sizes[s][1]));
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (a0[i][j] != r0[i][j])
	abort ();
  return 0;
}
