/* The grid of a kernel whose mapped schedule member takes a parameter's
   value (fuzz seed 34023, reduced by hand): isl schedules the single
   store A1[2][2*i] at [m - 2i, n] next to the triangular nest's stores
   at [7 + i, 5 + k], so the member mapped to x is n for the first
   statement, which may be negative for n < 0.  The grid was then the
   whole of GRID_MAX blocks (8192 x 8192 blocks of 256 threads for
   n = m = 5, minutes on the emulator); it is now the blocks the values
   need, from that of the smallest value to that of the largest (the
   kernel's blocks start at an offset where a value may be negative:
   run-grid-skew-1.c).  The profile's kernel line shows one block along
   x.  The result matches a host reference.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "gpugen: kernel \[^\r\n\]*grid (up to )?\\(1," } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 83

int a1[N][N], r1[N][N];
long a4[N][N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static long __attribute__ ((noipa))
host (long x)
{
  return x;
}

static void __attribute__ ((noipa))
f0 (int n, int m)
{
  for (int i6 = 2; i6 < m - 2; i6++)
    {
      a1[2][2 * i6] = (i6 + i6) & 1023;
      for (int i7 = n - 3; i7 >= 2; i7--)
	for (int i8 = 2; i8 <= i7; i8++)
	  a1[i7][m - 1 - i6] = (a4[n - 1 - i7][i7 + 1] + 3 + 5 * n) & 1023;
    }
}

static void __attribute__ ((noipa))
f0_ref (int n, int m)
{
  for (int i6 = 2; i6 < m - 2; i6++)
    {
      r1[2][2 * i6] = host (i6 + i6) & 1023;
      for (int i7 = n - 3; i7 >= 2; i7--)
	for (int i8 = 2; i8 <= i7; i8++)
	  r1[i7][m - 1 - i6] = host (a4[n - 1 - i7][i7 + 1] + 3 + 5 * n)
			       & 1023;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a1[i][j] = r1[i][j] = host ((i * 7 + j) % 101) - 50;
	a4[i][j] = host ((i + 3 * j) % 97);
      }
  f0 (host (5), host (5));
  f0_ref (host (5), host (5));
  f0 (host (9), host (7));
  f0_ref (host (9), host (7));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (a1[i][j] != r1[i][j])
	abort ();
  return 0;
}
