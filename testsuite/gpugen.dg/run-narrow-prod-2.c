/* Row offsets computed in 32-bit unsigned arithmetic that wrap (issue
   16): u[(size_t) (i * m) + j], the product i * m of unsigned int
   values zero-extended and the column j added in 64 bits, for rows
   i = 2^28 .. 2^28 + 3 of m = 16 bytes, whose offsets 2^32, 2^32 + 16,
   ... wrap to 0, 16, 32 and 48; the Jacobi form with rows (i - 1) * m
   and (i + 1) * m wraps the same way.  Delinearization reads i * m as
   its value only where the element offsets stay below 2^32: the
   region's run-time check fails and the host code, which wraps as the
   program says, runs; nothing is launched.  The elements written match
   a host reference, and the others keep their values.  (Were the
   device path taken, its copies would read host memory 4 GiB past the
   arrays.)  run-narrow-prod-1.c runs the same shapes on the device
   where nothing wraps.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-gpugen-expect host } */

#include <stdlib.h>
#include <string.h>

typedef __SIZE_TYPE__ size_t;

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

static unsigned __attribute__ ((noipa))
host_u (unsigned v)
{
  return v;
}

/* Rows S .. T - 1, columns 0 .. K - 1, of rows of M elements.  */

void __attribute__ ((noipa))
rows (unsigned s, unsigned t, unsigned m, unsigned k,
      unsigned char *restrict u, const unsigned char *restrict v)
{
  for (unsigned i = s; i < t; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 0; j < k; j++)
      u[(size_t) (i * m) + j] = v[(size_t) (i * m) + j] + 3 * j + i;
}

/* The Jacobi form, int columns 1 .. K - 2.  */

void __attribute__ ((noipa))
jac (unsigned s, unsigned t, unsigned m, int k, unsigned char *restrict u,
     const unsigned char *restrict v)
{
  for (unsigned i = s; i < t; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = 1; j < k - 1; j++)
      u[(size_t) (i * m) + j] = (v[(size_t) ((i - 1) * m) + j]
				 + v[(size_t) ((i + 1) * m) + j]
				 + v[(size_t) (i * m) + j - 1]
				 + v[(size_t) (i * m) + j + 1]);
}

#define LEN 96

static unsigned char u[LEN], v[LEN], r[LEN];

static void
setup (void)
{
  for (unsigned e = 0; e < LEN; e++)
    {
      v[e] = host_u (e * 7 % 101);
      u[e] = r[e] = host_u (e % 13);
    }
}

int
main (void)
{
  const unsigned s = host_u (1u << 28), m = host_u (16);

  /* Elements 0 .. 63, at offsets 2^32 .. 2^32 + 63 in the model.  */
  setup ();
  rows (s, s + 4, m, m, u, v);
  for (unsigned i = s; i < s + 4; i++)
    for (unsigned j = 0; j < m; j++)
      r[(unsigned) (i * m) + j] = host_u (v[(unsigned) (i * m) + j]
					  + 3 * j + i);
  if (memcmp (u, r, sizeof u))
    abort ();

  /* Rows 1 .. 4 of 16, after row 0 and before row 5, which they read
     (row 0 at 2^28 * 16 = 2^32 in the model).  */
  setup ();
  jac (s + 1, s + 5, m, (int) m, u, v);
  for (unsigned i = s + 1; i < s + 5; i++)
    for (int j = 1; j < (int) m - 1; j++)
      r[(unsigned) (i * m) + j]
	= host_u ((unsigned char) (v[(unsigned) ((i - 1) * m) + j]
				   + v[(unsigned) ((i + 1) * m) + j]
				   + v[(unsigned) (i * m) + j - 1]
				   + v[(unsigned) (i * m) + j + 1]));
  if (memcmp (u, r, sizeof u))
    abort ();
  return 0;
}
