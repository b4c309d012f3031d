/* A one-dimensional array written at a stride: "g[2 * i] = 0" touches
   the even elements from 0 to 2 (n - 1), and the transfer of G copies
   all of elements 0 .. 2 n - 2 back to the host.  The odd elements in
   that range are not written by the region, so G must be copied in too,
   or they come back as whatever the device buffer held (issue 11,
   shape 4).  The same holds for a two-dimensional array whose rows are
   written at a stride.  The odd elements and rows must keep their
   values; the result matches a host reference.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 64

double g[2 * N], h[2 * N][N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the set-up and the check stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

void
clear_even (int n)
{
  for (int i = 0; i < n; i++)
    g[2 * i] = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < N; j++)
      h[2 * i][j] = i - j;
}

int
main (void)
{
  int n = host_int (N);
  for (int i = 0; i < 2 * N; i++)
    {
      g[i] = host (i + 1);
      for (int j = 0; j < N; j++)
	h[i][j] = host (i * N + j + 0.5);
    }
  clear_even (n);
  for (int i = 0; i < 2 * N; i++)
    {
      if (host (g[i]) != (i % 2 ? i + 1 : 0))
	abort ();
      for (int j = 0; j < N; j++)
	if (host (h[i][j]) != (i % 2 ? i * N + j + 0.5 : i / 2 - j))
	  abort ();
    }
  return 0;
}
