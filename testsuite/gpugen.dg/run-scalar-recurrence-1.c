/* A register recurrence (issue 11): GCC keeps A0[I] in a register over
   the inner loop of "a0[i] = (a0[i] + a0[m - 1 - i]) & 1023" (a load
   before the loop, a PHI carried by it, a store after it).  The rows
   I and M - 1 - I depend on each other, so isl's schedule runs the
   recurrences in a kernel of one thread whose order is not the
   original loop's, and the register, one variable per thread, was
   read by a recurrence that another one had last written.  gpugen keeps
   a scalar in registers only where every write -> read pair of its
   dataflow stays in one thread of one launch, in order, and keeps this
   one in device memory.  Found by the random tester (fuzz/gen.py seed
   5104, reduced).  The result matches a host reference.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define M 31

int a0[64], a2[64], r0[64];
long a4[3][40][3], r4[3][40][3];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static int __attribute__ ((noipa))
host (int x)
{
  return x;
}

void
sweep (int m)
{
  for (int i = 2; i < m - 2; i++)
    {
      a4[0][m - 1 - i][2] = (2 * a0[2] + 3 * i + 12) & 1023;
      for (int j = 2; j <= i; j++)
	{
	  a0[i] = (a0[i] + a0[m - 1 - i]) & 1023;
	  a4[2][i][0] = (j + a2[i + 1] + a2[i - 1]) & 1023;
	}
    }
}

static void
sweep_ref (int m)
{
  for (int i = 2; i < m - 2; i++)
    {
      r4[0][m - 1 - i][2] = (2 * r0[2] + 3 * host (i) + 12) & 1023;
      for (int j = 2; j <= i; j++)
	{
	  r0[i] = (r0[i] + r0[m - 1 - i]) & 1023;
	  r4[2][i][0] = (host (j) + a2[i + 1] + a2[i - 1]) & 1023;
	}
    }
}

int
main (void)
{
  int m = host (M);
  for (int i = 0; i < 64; i++)
    {
      a0[i] = r0[i] = host (i * 7 % 13);
      a2[i] = host (i % 5);
    }
  sweep (m);
  sweep_ref (m);
  for (int i = 0; i < 64; i++)
    if (host (a0[i]) != r0[i])
      abort ();
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 40; j++)
      for (int k = 0; k < 3; k++)
	if (host (a4[i][j][k] != r4[i][j][k]))
	  abort ();
  return 0;
}
