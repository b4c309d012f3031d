/* fdtd-2d: finite-difference time-domain (Yee) simulation of a 2-D wave.  */
#include "bench.h"

#include <math.h>
#include <stdlib.h>

/* Advance the fields of a 2-D transverse-electric wave on an NX x NY Yee
   grid by TMAX time steps.  EX, EY (electric) and HZ (magnetic) are
   row-major NX x NY arrays on the staggered grid; S is the Courant
   number c dt / h (at most 1/sqrt(2) for stability).  Step T imposes the
   hard source SRC[T] on row 0 of EY, updates E from the curl of H
   (EY along I, EX along J; row 0 of EY and column 0 of EX are the
   boundary), then H from the curl of the new E.  */

void
BENCH_FN (fdtd_2d) (int tmax, int nx, int ny, double s, double *ex, double *ey,
		    double *hz, const double *src)
{
  for (int t = 0; t < tmax; t++)
    {
      for (int j = 0; j < ny; j++)
	ey[j] = src[t];
      for (int i = 1; i < nx; i++)
	for (int j = 0; j < ny; j++)
	  ey[i * ny + j] = ey[i * ny + j]
			   - s * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
      for (int i = 0; i < nx; i++)
	for (int j = 1; j < ny; j++)
	  ex[i * ny + j] = ex[i * ny + j]
			   - s * (hz[i * ny + j] - hz[i * ny + j - 1]);
      for (int i = 0; i < nx - 1; i++)
	for (int j = 0; j < ny - 1; j++)
	  hz[i * ny + j] = hz[i * ny + j]
			   - s * (ex[i * ny + j + 1] - ex[i * ny + j]
				  + ey[(i + 1) * ny + j] - ey[i * ny + j]);
    }
}

#ifndef BENCH_REF
BENCH_REF_DECL (fdtd_2d) (int tmax, int nx, int ny, double s, double *ex,
			  double *ey, double *hz, const double *src);

/* Fill the NX x NY fields with small deterministic patterns and SRC with
   a Gaussian pulse of TMAX samples.  */

static void
init (int tmax, int nx, int ny, double *ex, double *ey, double *hz,
      double *src)
{
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      {
	ex[i * ny + j] = 0.1 * (double) ((i + 2 * j) % 11 - 5) / 5.0;
	ey[i * ny + j] = 0.1 * (double) ((3 * i + j) % 7 - 3) / 3.0;
	hz[i * ny + j] = 0.2 * (double) ((i * j + i + 1) % 13) / 13.0;
      }
  for (int t = 0; t < tmax; t++)
    {
      double x = (t - 0.5 * tmax) / (0.2 * tmax + 1.0);
      src[t] = exp (-x * x);
    }
}

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "fdtd-2d");
  int nx = bench_size (&b, 128, 4000);
  int ny = bench_size (&b, 160, 4000);
  int tmax = bench_size (&b, 8, 50);
  size_t count = (size_t) nx * ny;

  double *ex = bench_alloc (count);
  double *ey = bench_alloc (count);
  double *hz = bench_alloc (count);
  double *src = bench_alloc (tmax);
  init (tmax, nx, ny, ex, ey, hz, src);
  double *ex_ref = bench_dup (ex, count);
  double *ey_ref = bench_dup (ey, count);
  double *hz_ref = bench_dup (hz, count);

  bench_start (&b);
  fdtd_2d (tmax, nx, ny, 0.5, ex, ey, hz, src);
  bench_stop (&b);

  fdtd_2d_ref (tmax, nx, ny, 0.5, ex_ref, ey_ref, hz_ref, src);
  /* Relative 1e-6 on the three fields: explicit update, no long
     recurrence within a step.  */
  bench_check (&b, ex, ex_ref, count, 1e-6);
  bench_check (&b, ey, ey_ref, count, 1e-6);
  bench_check (&b, hz, hz_ref, count, 1e-6);

  free (ex);
  free (ey);
  free (hz);
  free (src);
  free (ex_ref);
  free (ey_ref);
  free (hz_ref);
  return bench_finish (&b);
}
#endif
