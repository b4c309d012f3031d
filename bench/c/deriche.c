/* deriche: Deriche's recursive (IIR) Gaussian-like smoothing of an image.  */
#include "bench.h"

#include <math.h>
#include <stdlib.h>

/* Smooth the H x W image IN into OUT with Deriche's second-order
   recursive filter of scale ALPHA, applied first along the rows and
   then along the columns.  Each direction sums a causal pass (left to
   right, top to bottom) and an anticausal pass (the other way); both
   treat pixels outside the image as zero.  Y1 and Y2 are H x W work
   arrays for the two passes; OUT holds the row-filtered image between
   the two directions.  Needs H, W >= 2.  */

void
BENCH_FN (deriche) (int h, int w, double alpha, double in[h][w],
		    double out[h][w], double y1[h][w], double y2[h][w])
{
  /* Coefficients of the smoothing filter, normalized to unit gain.  */
  double e1 = exp (-alpha);
  double e2 = exp (-2.0 * alpha);
  double k = (1.0 - e1) * (1.0 - e1) / (1.0 + 2.0 * alpha * e1 - e2);
  double a0 = k;
  double a1 = k * e1 * (alpha - 1.0);
  double a2 = k * e1 * (alpha + 1.0);
  double a3 = -k * e2;
  double b1 = 2.0 * e1;
  double b2 = -e2;

  /* Along the rows.  */
  for (int i = 0; i < h; i++)
    {
      y1[i][0] = a0 * in[i][0];
      y1[i][1] = a0 * in[i][1] + a1 * in[i][0] + b1 * y1[i][0];
      for (int j = 2; j < w; j++)
	y1[i][j] = a0 * in[i][j] + a1 * in[i][j - 1]
		   + b1 * y1[i][j - 1] + b2 * y1[i][j - 2];
    }
  for (int i = 0; i < h; i++)
    {
      y2[i][w - 1] = 0.0;
      y2[i][w - 2] = a2 * in[i][w - 1];
      for (int j = w - 3; j >= 0; j--)
	y2[i][j] = a2 * in[i][j + 1] + a3 * in[i][j + 2]
		   + b1 * y2[i][j + 1] + b2 * y2[i][j + 2];
    }
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      out[i][j] = y1[i][j] + y2[i][j];

  /* Along the columns, on the row-filtered image.  */
  for (int j = 0; j < w; j++)
    {
      y1[0][j] = a0 * out[0][j];
      y1[1][j] = a0 * out[1][j] + a1 * out[0][j] + b1 * y1[0][j];
    }
  for (int i = 2; i < h; i++)
    for (int j = 0; j < w; j++)
      y1[i][j] = a0 * out[i][j] + a1 * out[i - 1][j]
		 + b1 * y1[i - 1][j] + b2 * y1[i - 2][j];
  for (int j = 0; j < w; j++)
    {
      y2[h - 1][j] = 0.0;
      y2[h - 2][j] = a2 * out[h - 1][j];
    }
  for (int i = h - 3; i >= 0; i--)
    for (int j = 0; j < w; j++)
      y2[i][j] = a2 * out[i + 1][j] + a3 * out[i + 2][j]
		 + b1 * y2[i + 1][j] + b2 * y2[i + 2][j];
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      out[i][j] = y1[i][j] + y2[i][j];
}

#ifndef BENCH_REF
BENCH_REF_DECL (deriche) (int h, int w, double alpha, double in[h][w],
			  double out[h][w], double y1[h][w], double y2[h][w]);

/* Fill the H x W image IN with a pattern of gray levels in [0, 1): two
   overlapping periodic gradients plus a checkerboard of small tiles.  */

static void
init (int h, int w, double in[h][w])
{
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      in[i][j] = 0.4 * (double) ((i * 3 + j) % 256) / 256.0
		 + 0.3 * (double) ((j * 5 + 2 * i) % 97) / 97.0
		 + 0.3 * (double) (((i / 8) + (j / 8)) % 2);
}

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "deriche");
  int h = bench_size (&b, 128, 4096);
  int w = bench_size (&b, 192, 4096);
  size_t count = (size_t) h * w;

  double *in = bench_alloc (count);
  double *out = bench_alloc (count);
  double *y1 = bench_alloc (count);
  double *y2 = bench_alloc (count);
  double *out_ref = bench_alloc (count);
  init (h, w, (double (*)[w]) in);

  bench_start (&b);
  deriche (h, w, 0.25, (double (*)[w]) in, (double (*)[w]) out,
	   (double (*)[w]) y1, (double (*)[w]) y2);
  bench_stop (&b);

  /* The work arrays are fully rewritten, so the reference reuses them.  */
  deriche_ref (h, w, 0.25, (double (*)[w]) in, (double (*)[w]) out_ref,
	       (double (*)[w]) y1, (double (*)[w]) y2);
  /* Relative 1e-6: stable IIR filter with a few taps.  */
  bench_check (&b, out, out_ref, count, 1e-6);

  free (in);
  free (out);
  free (y1);
  free (y2);
  free (out_ref);
  return bench_finish (&b);
}
#endif
