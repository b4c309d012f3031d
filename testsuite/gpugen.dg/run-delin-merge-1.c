/* fdtd-2d on plain pointers with linearized subscripts, as libraries
   write it: ey[j] (row 0, a one-dimensional affine access) beside
   ey[i * ny + j] and ey[(i + 1) * ny + j] in the same region.  The
   affine access joins the delinearized ones, [0][j] in rows of ny
   elements, so that the whole time loop is one SCoP whose kernels
   match a host reference.  */
/* { dg-do run } */

#include <math.h>
#include <stdlib.h>

/* The comparison with the host reference: relative to the largest
   magnitude of the reference, since the GPU may contract a * b + c
   into a fused multiply-add and so round differently.  */
#define TOL 1e-12

typedef double real;

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP ("call to a function with side effects"), so the reference and
   the set-up stay on the host whatever gpugen does.  */

static real __attribute__ ((noipa))
host (real x)
{
  return x;
}

/* The same for sizes, so that they reach the kernel as run-time
   values.  */

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

/* Abort unless each of the COUNT elements of X differs from the same
   element of REF by at most TOL times the largest magnitude in REF.  */

static void
check (const real *x, const real *ref, long count)
{
  real scale = 0;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

/* TMAX steps of the 2-D Yee scheme on NX x NY row-major fields EX, EY,
   HZ, driving row 0 of EY with SRC[T].  */

void __attribute__ ((noipa))
fdtd (int tmax, int nx, int ny, real *ex, real *ey, real *hz,
      const real *src)
{
  for (int t = 0; t < tmax; t++)
    {
      for (int j = 0; j < ny; j++)
	ey[j] = src[t];
      for (int i = 1; i < nx; i++)
	for (int j = 0; j < ny; j++)
	  ey[i * ny + j] = ey[i * ny + j]
			   - 0.5 * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
      for (int i = 0; i < nx; i++)
	for (int j = 1; j < ny; j++)
	  ex[i * ny + j] = ex[i * ny + j]
			   - 0.5 * (hz[i * ny + j] - hz[i * ny + j - 1]);
      for (int i = 0; i < nx - 1; i++)
	for (int j = 0; j < ny - 1; j++)
	  hz[i * ny + j] = hz[i * ny + j]
			   - 0.7 * (ex[i * ny + j + 1] - ex[i * ny + j]
				    + ey[(i + 1) * ny + j] - ey[i * ny + j]);
    }
}

/* The same on the host.  */

static void
fdtd_ref (int tmax, int nx, int ny, real *ex, real *ey, real *hz,
	  const real *src)
{
  for (int t = 0; t < tmax; t++)
    {
      for (int j = 0; j < ny; j++)
	ey[j] = host (src[t]);
      for (int i = 1; i < nx; i++)
	for (int j = 0; j < ny; j++)
	  ey[i * ny + j] = host (ey[i * ny + j])
			   - 0.5 * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
      for (int i = 0; i < nx; i++)
	for (int j = 1; j < ny; j++)
	  ex[i * ny + j] = host (ex[i * ny + j])
			   - 0.5 * (hz[i * ny + j] - hz[i * ny + j - 1]);
      for (int i = 0; i < nx - 1; i++)
	for (int j = 0; j < ny - 1; j++)
	  hz[i * ny + j] = host (hz[i * ny + j])
			   - 0.7 * (ex[i * ny + j + 1] - ex[i * ny + j]
				    + ey[(i + 1) * ny + j] - ey[i * ny + j]);
    }
}

int
main (void)
{
  int tmax = host_int (6), nx = host_int (37), ny = host_int (45);
  long count = (long) nx * ny;
  real *f = malloc (sizeof (real) * count * 6);
  real *src = malloc (sizeof (real) * tmax);
  real *ex = f, *ey = f + count, *hz = f + 2 * count;
  real *ex_ref = f + 3 * count, *ey_ref = f + 4 * count;
  real *hz_ref = f + 5 * count;

  for (long p = 0; p < count; p++)
    {
      ex[p] = ex_ref[p] = host ((real) ((3 * p) % 17) / 17);
      ey[p] = ey_ref[p] = host ((real) ((5 * p) % 23) / 23);
      hz[p] = hz_ref[p] = host ((real) ((7 * p) % 29) / 29);
    }
  for (int t = 0; t < tmax; t++)
    src[t] = host ((real) t / tmax);

  fdtd (tmax, nx, ny, ex, ey, hz, src);
  fdtd_ref (tmax, nx, ny, ex_ref, ey_ref, hz_ref, src);
  check (ex, ex_ref, count);
  check (ey, ey_ref, count);
  check (hz, hz_ref, count);

  free (f);
  free (src);
  return 0;
}
