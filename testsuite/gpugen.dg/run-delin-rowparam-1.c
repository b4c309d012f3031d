/* Rows chosen by parameters rather than counters, as deriche's
   boundary rows y[h - 1][j] and y[h - 2][j] on C99 VLA parameters: no
   counter multiplies the row size w, so the offset (h - 1) * w + j
   gives no stride; the size is guessed among the parameters of its
   non-affine term, preferring w, with which j stays within its row.
   And the last column y[i][w - 1], at offset i * w + w - 1, whose
   division by w gives [i + 1][-1]: the subscript moves back by a row,
   to [i][w - 1], within its row where w >= 2.  The kernels match a
   host reference.  */
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

/* Copy into the last two rows of the H x W array Y the sum of the
   first and the second row of X, and into the last column of Y twice
   the one before the last of X.  */

void __attribute__ ((noipa))
edges (int h, int w, real y[h][w], real x[h][w])
{
  for (int j = 0; j < w; j++)
    {
      y[h - 1][j] = x[0][j] + x[1][j];
      y[h - 2][j] = x[h - 1][j] - x[0][j];
    }
  for (int i = 0; i < h; i++)
    y[i][w - 1] = 2 * x[i][w - 2];
}

int
main (void)
{
  int h = host_int (29), w = host_int (41);
  long count = (long) h * w;
  real (*x)[w] = malloc (sizeof (real) * count);
  real (*y)[w] = malloc (sizeof (real) * count);
  real (*y_ref)[w] = malloc (sizeof (real) * count);

  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      {
	x[i][j] = host ((real) ((7 * i + 3 * j) % 23) / 23);
	y[i][j] = y_ref[i][j] = host (-1);
      }
  for (int j = 0; j < w; j++)
    {
      y_ref[h - 1][j] = host (x[0][j]) + x[1][j];
      y_ref[h - 2][j] = host (x[h - 1][j]) - x[0][j];
    }
  for (int i = 0; i < h; i++)
    y_ref[i][w - 1] = host (2 * x[i][w - 2]);

  edges (h, w, y, x);
  check (&y[0][0], &y_ref[0][0], count);

  free (x);
  free (y);
  free (y_ref);
  return 0;
}
