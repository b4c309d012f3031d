/* A maximum kept in memory by a nest through a pointer that is not
   restrict ("if (d > *errp) *errp = d;", issues 13 and 16): GCC's store
   motion leaves the load and the store in the nest, as *errp may be an
   element of the arrays.  gpugen-reduce-mem.cc promotes *errp to a
   register for the model, the nest's rows give partials, and the device
   path stores their fold where the program's nest leaves its value,
   under a run-time check that the 8 bytes of *errp lie apart from the
   range the region copies of each array.  Where they do (a separate
   variable, an element past the rows copied), the region runs on the
   device; where they do not (an element of u, which the sweep reads, of
   w, which it writes, of f), its host path runs the program's nest and
   GPUGEN_PROFILE counts the execution "by the run-time checks".  The
   sweep is the Jacobi step of the issue inside its convergence loop
   (the error reset before the nest, tested after it); every element,
   every step count and the error's bits must be the host reference's
   (gpugen_off), for tolerances that stop the loop at once, mid-way and
   never, and for n = 2 (no interior) and 3 (one row).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:51 \\(sweep\\): 6 of 15 executions on the device, 9 on the host \\(9 by the run-time checks\\)" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define SWEEP(NAME, ATTR)						\
  static void __attribute__ ((noipa)) ATTR				\
  NAME (int n, const double *u, double *w, const double *f,		\
	double *errp, int maxit, double tol)				\
  {									\
    for (int it = 0; it < maxit; it++)					\
      {									\
	*errp = 0.0;							\
	for (int i = 1; i < n - 1; i++)					\
	  for (int j = 1; j < n - 1; j++)				\
	    {								\
	      double v = 0.25 * (u[(i-1)*n+j] + u[(i+1)*n+j]		\
				 + u[i*n+j-1] + u[i*n+j+1] - f[i*n+j]);	\
	      double d = fabs (v - u[i*n+j]);				\
	      if (d > *errp)						\
		*errp = d;						\
	      w[i*n+j] = v;						\
	    }								\
	if (*errp < tol)						\
	  break;							\
      }									\
  }

SWEEP (sweep, ) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads; 1 loop mapped to blocks of 32 threads\\); reduction of '\\*errp' over the loop nest at line 51, partials per row" } */
SWEEP (sweep2, ) /* { dg-optimized "reduction of '\\*errp'" } */
SWEEP (sweep_ref, __attribute__ ((gpugen_off)))

#define N 24
/* u, w and f, with room past each.  */
static double pool[3][N * N + 8], ref[3][N * N + 8];

static void __attribute__ ((gpugen_off))
init (double (*p)[N * N + 8])
{
  for (int k = 0; k < N * N + 8; k++)
    {
      p[0][k] = (k * 37) % 101 * 0.01 + (k % 13 == 0 ? -0.0 : 0.0);
      p[1][k] = -1.0;
      p[2][k] = (k % 7) * 0.001;
    }
}

/* Run NAME and the reference with ERRP at OFF in array ARR of the pool
   (ARR 3: a separate variable) and compare every bit.  */

static void
check (void (*fn) (int, const double *, double *, const double *, double *,
		   int, double),
       int n, int maxit, double tol, int arr, int off)
{
  static double sep[2];
  init (pool);
  init (ref);
  double *e1 = arr == 3 ? &sep[0] : &pool[arr][off];
  double *e2 = arr == 3 ? &sep[1] : &ref[arr][off];
  *e1 = *e2 = 7.5;
  fn (n, pool[0], pool[1], pool[2], e1, maxit, tol);
  sweep_ref (n, ref[0], ref[1], ref[2], e2, maxit, tol);
  if (memcmp (pool, ref, sizeof pool) != 0 || memcmp (e1, e2, sizeof *e1))
    abort ();
}

int
main (void)
{
  /* The profile's fifteen executions of sweep's nest, three steps each
     (tol 0 never stops it): on the device, a separate variable and the
     element of w past the rows n = 20 reaches; on the host, an element
     of u inside the rows the sweep reads, one of w that it writes, one
     of f that it reads.  */
  check (sweep, N, 3, 0.0, 3, 0);
  check (sweep, 20, 3, 0.0, 1, 22 * N + 3);
  check (sweep, N, 3, 0.0, 0, 5 * N + 5);
  check (sweep, N, 3, 0.0, 1, 5 * N + 5);
  check (sweep, N, 3, 0.0, 2, 9 * N + 1);

  static const double tols[] = { 10.0, 0.05, 1e-3, 0.0 };
  static const int ns[] = { N, 3, 2, 17 };
  static const int maxits[] = { 1, 7, 0 };
  static const int arrs[] = { 3, 0, 1, 2, 1, 0 };
  static const int offs[] = { 0, 0, N * N - 1, 3 * N, N * N + 2, N * N + 7 };
  for (int k = 0; k < 4; k++)
    for (int m = 0; m < 4; m++)
      for (int x = 0; x < 3; x++)
	for (int o = 0; o < 6; o++)
	  check (sweep2, ns[m], maxits[x], tols[k], arrs[o], offs[o]);
  return 0;
}
