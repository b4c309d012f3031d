/* fdtd-2d, the 2-D finite-difference time-domain kernel (fields ex,
   ey, hz and a source term per step), in double on C99 VLA
   parameters with the sizes and the number of steps as parameters:
   the three fields match a host reference.  */
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

/* Advance the NX x NY fields EX, EY and HZ by TMAX steps, step T
   driving the row 0 of EY with FICT[T].  */

void
fdtd_2d (int tmax, int nx, int ny, real ex[nx][ny], real ey[nx][ny],
	 real hz[nx][ny], real fict[tmax])
{
  for (int t = 0; t < tmax; t++)
    {
      for (int j = 0; j < ny; j++)
	ey[0][j] = fict[t];
      for (int i = 1; i < nx; i++)
	for (int j = 0; j < ny; j++)
	  ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
      for (int i = 0; i < nx; i++)
	for (int j = 1; j < ny; j++)
	  ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
      for (int i = 0; i < nx - 1; i++)
	for (int j = 0; j < ny - 1; j++)
	  hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j]
				       + ey[i + 1][j] - ey[i][j]);
    }
}

static void
fdtd_2d_ref (int tmax, int nx, int ny, real ex[nx][ny], real ey[nx][ny],
	     real hz[nx][ny], real fict[tmax])
{
  for (int t = 0; t < tmax; t++)
    {
      for (int j = 0; j < ny; j++)
	ey[0][j] = host (fict[t]);
      for (int i = 1; i < nx; i++)
	for (int j = 0; j < ny; j++)
	  ey[i][j] = host (ey[i][j]) - 0.5 * (hz[i][j] - hz[i - 1][j]);
      for (int i = 0; i < nx; i++)
	for (int j = 1; j < ny; j++)
	  ex[i][j] = host (ex[i][j]) - 0.5 * (hz[i][j] - hz[i][j - 1]);
      for (int i = 0; i < nx - 1; i++)
	for (int j = 0; j < ny - 1; j++)
	  hz[i][j] = host (hz[i][j]) - 0.7 * (ex[i][j + 1] - ex[i][j]
					      + ey[i + 1][j] - ey[i][j]);
    }
}

int
main (void)
{
  int tmax = host_int (8), nx = host_int (60), ny = host_int (70);
  long count = (long) nx * ny;
  real (*ex)[ny] = malloc (sizeof (real) * count);
  real (*ey)[ny] = malloc (sizeof (real) * count);
  real (*hz)[ny] = malloc (sizeof (real) * count);
  real (*ex_ref)[ny] = malloc (sizeof (real) * count);
  real (*ey_ref)[ny] = malloc (sizeof (real) * count);
  real (*hz_ref)[ny] = malloc (sizeof (real) * count);
  real *fict = malloc (sizeof (real) * tmax);

  for (int t = 0; t < tmax; t++)
    fict[t] = host (t);
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      {
	ex[i][j] = ex_ref[i][j] = host ((real) (i * (j + 1) % 13) / 13);
	ey[i][j] = ey_ref[i][j] = host ((real) (i * (j + 2) % 17) / 17);
	hz[i][j] = hz_ref[i][j] = host ((real) (i * (j + 3) % 19) / 19);
      }

  fdtd_2d (tmax, nx, ny, ex, ey, hz, fict);
  fdtd_2d_ref (tmax, nx, ny, ex_ref, ey_ref, hz_ref, fict);
  check (&ex[0][0], &ex_ref[0][0], count);
  check (&ey[0][0], &ey_ref[0][0], count);
  check (&hz[0][0], &hz_ref[0][0], count);

  free (ex);
  free (ey);
  free (hz);
  free (ex_ref);
  free (ey_ref);
  free (hz_ref);
  free (fict);
  return 0;
}
