/* Linearized subscripts whose row offset alone is computed in 32-bit
   unsigned arithmetic (issue 16): u[(size_t) (i * m) + j], where the
   product i * m of unsigned int values is zero-extended and the column
   j added in 64 bits, unsigned or int.  Delinearization reads i * m as
   its value where the element offsets stay below 2^32, which the
   region's run-time check tests: the column is the innermost subscript
   (plus a constant), within its row, and the rows are not negative, so
   the product lies below the offset.  Before, "array subscript not
   affine".  Shapes: the plain copy, a column moved by one, a Jacobi
   step with an int column and rows (i - 1) * m and (i + 1) * m, the
   whole offset in unsigned int as before, a transpose, and the first k
   columns of rows of m, where k > m overlaps the rows (the split's
   assumption k <= m fails and the host code runs).  Every element
   matches a host reference bit for bit for n and m among 0, 1, 2, 3,
   5, 37 and 64.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

typedef __SIZE_TYPE__ size_t;

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double v)
{
  return v;
}

static unsigned __attribute__ ((noipa))
host_u (unsigned v)
{
  return v;
}

void __attribute__ ((noipa))
plain (unsigned n, unsigned m, double *restrict u, const double *restrict v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 0; j < m; j++)
      u[(unsigned long) (i * m) + j] = v[(unsigned long) (i * m) + j] + 1.0;
}

void __attribute__ ((noipa))
shifted (unsigned n, unsigned m, double *restrict u, const double *restrict v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 0; j + 1 < m; j++)
      u[(size_t) (i * m) + j + 1] = v[(size_t) (i * m) + j] * 2.0 - j;
}

void __attribute__ ((noipa))
stencil (unsigned n, unsigned m, double *restrict u, const double *restrict v)
{
  for (unsigned i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = 1; j < (int) m - 1; j++)
      u[(size_t) (i * m) + j] = 0.25 * (v[(size_t) ((i - 1) * m) + j]
					+ v[(size_t) ((i + 1) * m) + j]
					+ v[(size_t) (i * m) + j - 1]
					+ v[(size_t) (i * m) + j + 1]);
}

void __attribute__ ((noipa))
whole (unsigned n, unsigned m, double *restrict u, const double *restrict v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 0; j < m; j++)
      u[(unsigned long) (i * m + j)] = v[(unsigned long) (i * m + j)] - i;
}

void __attribute__ ((noipa))
trans (unsigned n, unsigned m, double *restrict u, const double *restrict v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 0; j < m; j++)
      u[(size_t) (j * n) + i] = v[(size_t) (i * m) + j];
}

void __attribute__ ((noipa))
cols (unsigned n, unsigned m, unsigned k, double *restrict u,
      const double *restrict v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 0; j < k; j++)
      u[(size_t) (i * m) + j] = v[(size_t) (i * m) + j] + i + j;
}

#define MAXN 64

static double u[MAXN * MAXN + MAXN], v[MAXN * MAXN + MAXN];
static double r[MAXN * MAXN + MAXN];

/* Fill V and U (and R like U) with values of N and M.  */

static void
setup (unsigned n, unsigned m)
{
  for (unsigned k = 0; k < MAXN * MAXN + MAXN; k++)
    {
      v[k] = host ((double) ((k * 7 + n) % 31) / 8);
      u[k] = r[k] = host ((double) ((k * 5 + m) % 17) / 4);
    }
}

static void
compare (void)
{
  if (memcmp (u, r, sizeof u))
    abort ();
}

int
main (void)
{
  static const unsigned sizes[] = { 0, 1, 2, 3, 5, 37, MAXN };
  const unsigned ns = sizeof sizes / sizeof *sizes;
  for (unsigned a = 0; a < ns; a++)
    for (unsigned b = 0; b < ns; b++)
      {
	unsigned n = host_u (sizes[a]), m = host_u (sizes[b]);

	setup (n, m);
	plain (n, m, u, v);
	for (unsigned i = 0; i < n; i++)
	  for (unsigned j = 0; j < m; j++)
	    r[i * m + j] = host (v[i * m + j] + 1.0);
	compare ();

	setup (n, m);
	shifted (n, m, u, v);
	for (unsigned i = 0; i < n; i++)
	  for (unsigned j = 0; j + 1 < m; j++)
	    r[i * m + j + 1] = host (v[i * m + j] * 2.0 - j);
	compare ();

	if (n >= 1 && m <= 0x7fffffffu)
	  {
	    setup (n, m);
	    stencil (n, m, u, v);
	    for (unsigned i = 1; i < n - 1; i++)
	      for (int j = 1; j < (int) m - 1; j++)
		r[i * m + j] = host (0.25 * (v[(i - 1) * m + j]
					     + v[(i + 1) * m + j]
					     + v[i * m + j - 1]
					     + v[i * m + j + 1]));
	    compare ();
	  }

	setup (n, m);
	whole (n, m, u, v);
	for (unsigned i = 0; i < n; i++)
	  for (unsigned j = 0; j < m; j++)
	    r[i * m + j] = host (v[i * m + j] - i);
	compare ();

	setup (n, m);
	trans (n, m, u, v);
	for (unsigned i = 0; i < n; i++)
	  for (unsigned j = 0; j < m; j++)
	    r[j * n + i] = host (v[i * m + j]);
	compare ();

	/* The first K columns: fewer than M, all of them, and more (the
	   rows overlap; the host code runs).  */
	unsigned ks[] = { m / 2, m, m + 3 };
	for (unsigned c = 0; c < 3; c++)
	  {
	    unsigned k = host_u (ks[c]);
	    setup (n, m);
	    cols (n, m, k, u, v);
	    for (unsigned i = 0; i < n; i++)
	      for (unsigned j = 0; j < k; j++)
		r[i * m + j] = host (v[i * m + j] + i + j);
	    compare ();
	  }
      }
  return 0;
}
