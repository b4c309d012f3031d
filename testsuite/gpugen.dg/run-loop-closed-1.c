/* A live-in value defined in an earlier loop (fuzz seed 22855,
   reduced).  PRE loads A3[2] in the first loop and carries it, through
   the degenerate PHI that closes that loop, into the second nest, where
   it is the value from before the region of a scalar the kernel reads.
   The host code passed the load's own SSA name to the launch, outside
   its loop: the function was no longer in loop-closed SSA form, which
   the loop passes after gpugen rely on (GCC's checking stopped with an
   internal error, and without checking the vectorizer crashed).  gpugen
   now closes the loops again over every use after the host code.  The
   result matches a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fchecking=1" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 40

long a2[2 * N + 3][2 * N + 3], r2[2 * N + 3][2 * N + 3];
float a0[2 * N + 3][2 * N + 3], r0[2 * N + 3][2 * N + 3];
long a3[2 * N + 3];
long sink, rsink;

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static long __attribute__ ((noipa))
host (long x)
{
  return x;
}

static void __attribute__ ((noipa))
f2 (int n, float (*A0)[2 * N + 3], long *A3)
{
  long s8 = 0;
  for (int i = 2; i < n - 2; i++)
    {
      a2[2 * i + 2][2] = s8 & 1023;
      A0[1][n - 1 - i] = -0.375f * A3[2];
    }
  for (int i = n - 3; i >= 2; i--)
    for (int j = 2; j < n - 2; j++)
      a2[i][0] = A3[2] & 1023;
  sink = s8;
}

static void __attribute__ ((noipa))
f2_ref (int n, float (*A0)[2 * N + 3], long *A3)
{
  long s8 = 0;
  for (int i = 2; i < n - 2; i++)
    {
      r2[2 * i + 2][2] = host (s8) & 1023;
      A0[1][n - 1 - i] = -0.375f * A3[2];
    }
  for (int i = n - 3; i >= 2; i--)
    for (int j = 2; j < n - 2; j++)
      r2[i][0] = host (A3[2]) & 1023;
  rsink = s8;
}

int
main (void)
{
  for (int k = 0; k < 2 * N + 3; k++)
    {
      a3[k] = host ((k * 37 + 22) % 101) - 50;
      for (int l = 0; l < 2 * N + 3; l++)
	{
	  a2[k][l] = r2[k][l] = host ((k * 11 + l) % 101);
	  a0[k][l] = r0[k][l] = host ((k + 5 * l) % 13) * 0.25f;
	}
    }
  f2 (host (N), a0, a3);
  f2_ref (host (N), r0, a3);
  for (int k = 0; k < 2 * N + 3; k++)
    for (int l = 0; l < 2 * N + 3; l++)
      if (a2[k][l] != r2[k][l] || a0[k][l] != r0[k][l])
	abort ();
  if (sink != rsink)
    abort ();
  return 0;
}
