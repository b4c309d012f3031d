/* Linearized subscripts computed in 32-bit unsigned arithmetic whose
   values wrap (issue 16): row 65536 of rows of n = 65537 elements
   starts at 65536 * 65537 = 2^32 + 65536, which wraps to element
   65536, and row 2 of rows of 2^31 + 8 elements at 2^32 + 16, which
   wraps to 16.  Delinearization reads u[i*n + j] as its value only
   where the offsets stay below 2^32: the run-time check fails and the
   host code, which wraps as the program says, runs; nothing is
   launched.  The elements written match a host reference, and the
   others keep their values.  (Bytes: were the device path taken, its
   copies would read host memory far past the arrays, where buffers of
   more than 2^32 doubles would fail to allocate and the host code run
   anyway.)  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-gpugen-expect host } */

#include <stdlib.h>
#include <string.h>

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

static unsigned __attribute__ ((noipa))
host_u (unsigned v)
{
  return v;
}

/* Rows S .. T - 1, columns 1 .. K - 2, of the arrays U and V with rows
   of N elements.  */

void __attribute__ ((noipa))
rows_uu (unsigned n, unsigned s, unsigned t, unsigned k, unsigned char *u,
	 const unsigned char *v)
{
  for (unsigned i = s; i < t; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 1; j < k - 1; j++)
      u[i*n+j] = v[i*n+j-1] + 2 * v[i*n+j+1] + i;
}

#define LEN 65600

static unsigned char u[LEN], v[LEN], r[LEN];

static void
run (unsigned n, unsigned s, unsigned t, unsigned k)
{
  for (unsigned e = 0; e < LEN; e++)
    {
      v[e] = host_u (e * 7 % 101);
      u[e] = r[e] = host_u (e % 13);
    }
  rows_uu (n, s, t, k, u, v);
  for (unsigned i = s; i < t; i++)
    for (unsigned j = 1; j < k - 1; j++)
      r[i*n+j] = host_u (v[i*n+j-1] + 2 * v[i*n+j+1] + i);
  if (memcmp (u, r, sizeof u))
    abort ();
}

int
main (void)
{
  /* Elements 65537 .. 65544.  */
  run (host_u (65537), host_u (65536), host_u (65537), host_u (10));
  /* Elements 17 .. 22.  */
  run (host_u (2147483656u), host_u (2), host_u (3), host_u (8));
  return 0;
}
