/* Linearized subscripts computed in 32-bit unsigned arithmetic (issue
   16): u[i*n + j] with unsigned counters and an unsigned n, the
   red-black form j = 1 + (i & 1), int counters with an unsigned n,
   unsigned counters with an int n, rows of n - 1 elements and an
   unsigned counter carried across the inner loop.  GCC computes each subscript in
   unsigned int and zero-extends it; delinearization reads it as its
   value, exact where the element offsets stay below 2^32, which the
   run-time check of each region tests.  Every element matches a host
   reference bit for bit, for the degenerate sizes 0, 1, 2 and 3 (no
   iteration, or one), and ordinary ones, rows of a byte array among
   them.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

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

/* Jacobi step, unsigned counters and size.  */

void __attribute__ ((noipa))
jac_uu (unsigned n, double *u, double *v)
{
  for (unsigned i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 1; j < n - 1; j++)
      u[i*n+j] = 0.25 * (v[(i-1)*n+j] + v[(i+1)*n+j] + v[i*n+j-1]
			 + v[i*n+j+1]);
}

/* The red points of a red-black sweep, in place.  */

void __attribute__ ((noipa))
red_uu (unsigned n, double *u)
{
  for (unsigned i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 1 + (i & 1); j < n - 1; j += 2)
      u[i*n+j] = 0.25 * (u[(i-1)*n+j] + u[(i+1)*n+j] + u[i*n+j-1]
			 + u[i*n+j+1]);
}

/* int counters, unsigned size.  */

void __attribute__ ((noipa))
jac_iu (unsigned n, double *u, double *v)
{
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = 1; j < n - 1; j++)
      u[i*n+j] = 0.25 * (v[(i-1)*n+j] + v[(i+1)*n+j] + v[i*n+j-1]
			 + v[i*n+j+1]);
}

/* unsigned counters, int size.  */

void __attribute__ ((noipa))
jac_ui (int n, double *u, double *v)
{
  for (unsigned i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 1; j < n - 1; j++)
      u[i*n+j] = 0.25 * (v[(i-1)*n+j] + v[(i+1)*n+j] + v[i*n+j-1]
			 + v[i*n+j+1]);
}

/* The whole square, from 0: runs for n = 0, 1 and 2 too.  */

void __attribute__ ((noipa))
scale_uu (unsigned n, double *u, double *v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 0; j < n; j++)
      u[i*n+j] = 2.0 * v[i*n+j] + i;
}

/* Rows of n - 1 elements, the unsigned int n - 1 computed before the
   nest (the row size, assumed equal to n - 1).  */

void __attribute__ ((noipa))
rows_m1 (unsigned n, double *u, double *v)
{
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n - 1; j++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
      u[i*(n-1)+j] = v[i*(n-1)+j] - j;
}

/* An unsigned counter carried across the inner loop
   (gpugen-carried.cc): u[k++] packs the first m columns of the rows of
   n elements of V.  */

void __attribute__ ((noipa))
pack_uu (unsigned n, unsigned m, double *restrict u,
	 const double *restrict v)
{
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 0; j < m; j++)
      u[k++] = 3.0 * v[i*n+j];
}

/* Rows S .. T - 1 of the n x n unsigned char arrays U and V.  */

void __attribute__ ((noipa))
rows_uu (unsigned n, unsigned s, unsigned t, unsigned char *u,
	 const unsigned char *v)
{
  for (unsigned i = s; i < t; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (unsigned j = 1; j < n - 1; j++)
      u[i*n+j] = v[i*n+j-1] + v[i*n+j+1] + (unsigned char) i;
}

#define MAXN 67

static double u[MAXN * MAXN], v[MAXN * MAXN], r[MAXN * MAXN];

/* Fill V and U (and R like U) with values of N.  */

static void
setup (unsigned n)
{
  for (unsigned k = 0; k < MAXN * MAXN; k++)
    {
      v[k] = host ((double) ((k * 7 + n) % 31) / 8);
      u[k] = r[k] = host ((double) ((k * 5 + n) % 17) / 4);
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
  static const unsigned sizes[] = { 0, 1, 2, 3, 4, 37, 64, MAXN };
  for (unsigned q = 0; q < sizeof sizes / sizeof *sizes; q++)
    {
      unsigned n = host_u (sizes[q]);
      if (n >= 1)
	{
	  setup (n);
	  jac_uu (n, u, v);
	  for (unsigned i = 1; i < n - 1; i++)
	    for (unsigned j = 1; j < n - 1; j++)
	      r[i*n+j] = host (0.25 * (v[(i-1)*n+j] + v[(i+1)*n+j]
				       + v[i*n+j-1] + v[i*n+j+1]));
	  compare ();

	  setup (n);
	  jac_iu (n, u, v);
	  for (unsigned i = 1; i < n - 1; i++)
	    for (unsigned j = 1; j < n - 1; j++)
	      r[i*n+j] = host (0.25 * (v[(i-1)*n+j] + v[(i+1)*n+j]
				       + v[i*n+j-1] + v[i*n+j+1]));
	  compare ();

	  setup (n);
	  jac_ui ((int) n, u, v);
	  for (unsigned i = 1; i < n - 1; i++)
	    for (unsigned j = 1; j < n - 1; j++)
	      r[i*n+j] = host (0.25 * (v[(i-1)*n+j] + v[(i+1)*n+j]
				       + v[i*n+j-1] + v[i*n+j+1]));
	  compare ();

	  setup (n);
	  red_uu (n, u);
	  for (unsigned i = 1; i < n - 1; i++)
	    for (unsigned j = 1 + (i & 1); j < n - 1; j += 2)
	      r[i*n+j] = host (0.25 * (r[(i-1)*n+j] + r[(i+1)*n+j]
				       + r[i*n+j-1] + r[i*n+j+1]));
	  compare ();
	}

      setup (n);
      rows_m1 (n, u, v);
      for (unsigned i = 0; i < n; i++)
	for (unsigned j = 0; j < n - 1; j++)
	  r[i*(n-1)+j] = host (v[i*(n-1)+j] - j);
      compare ();

      setup (n);
      unsigned m = host_u (n / 2 + 1);
      if (m > n)
	m = n;
      pack_uu (n, m, u, v);
      unsigned k = 0;
      for (unsigned i = 0; i < n; i++)
	for (unsigned j = 0; j < m; j++)
	  r[k++] = host (3.0 * v[i*n+j]);
      compare ();

      setup (n);
      scale_uu (n, u, v);
      for (unsigned i = 0; i < n; i++)
	for (unsigned j = 0; j < n; j++)
	  r[i*n+j] = host (2.0 * v[i*n+j] + i);
      compare ();
    }

  /* Rows 60 .. 66 of a 67 x 67 byte array.  (The rows 65534 and 65535
     of n = 65536, where the offsets reach 2^32 - 1, need two 4 GiB
     buffers on the device or the emulator, too much for a test;
     map-unsigned-1.c checks the bound, run-unsigned-2.c that offsets
     past it take the host path.)  */
  unsigned n = host_u (67);
  static unsigned char ca[67 * 67], cb[67 * 67], cref[67 * 67];
  for (size_t k = 0; k < (size_t) n * n; k++)
    {
      cb[k] = (unsigned char) host_u ((unsigned) (k * 13 + 5));
      ca[k] = cref[k] = (unsigned char) host_u ((unsigned) (k * 3));
    }
  rows_uu (n, 60, 67, ca, cb);
  for (unsigned i = 60; i < 67; i++)
    for (unsigned j = 1; j < n - 1; j++)
      cref[i * n + j] = (unsigned char) host_u (cb[i * n + j - 1]
						 + cb[i * n + j + 1]
						 + (unsigned char) i);
  if (memcmp (ca, cref, sizeof ca))
    abort ();
  return 0;
}
