/* gemm-regtile: gemm at a large size in float and in double, for the
   device-resident kernel time of gpugen's register-tiled kernels
   (gemm-regtile.sh builds it with the plugin and reads the runtime's
   profile, GPUGEN_PROFILE=1).  This is a measurement tool of the
   benchmark harness, not part of gpugen or of make check.

   Usage: gemm-regtile [N [REPS]]   (default 4096 and 3)

   Each of sgemm_rt and dgemm_rt computes C := alpha * A * B + beta * C
   for N x N row-major matrices, the k loop outside the j loop as
   gpubench's gemm, REPS times; the first result is checked on 64
   elements against a sum in double on the host, and the program prints

     gemm-regtile: n N reps R
     gemm-regtile: float check ok|FAILED (max rel err E)
     gemm-regtile: double check ok|FAILED (max rel err E)

   Kernel times come from the profile's "gpugen: kernel gpugen_sgemm_rt_*"
   and "gpugen_dgemm_rt_*" lines (copies are not in them).  */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* C := alpha * A * B + beta * C, N x N, float.  */

void
sgemm_rt (int n, float alpha, float beta, float *restrict c,
	  const float *restrict a, const float *restrict b)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	c[i * n + j] *= beta;
      for (int k = 0; k < n; k++)
	{
	  float t = alpha * a[i * n + k];
	  for (int j = 0; j < n; j++)
	    c[i * n + j] += t * b[k * n + j];
	}
    }
}

/* The same in double.  */

void
dgemm_rt (int n, double alpha, double beta, double *restrict c,
	  const double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	c[i * n + j] *= beta;
      for (int k = 0; k < n; k++)
	{
	  double t = alpha * a[i * n + k];
	  for (int j = 0; j < n; j++)
	    c[i * n + j] += t * b[k * n + j];
	}
    }
}

/* The input value of element (I, J) of matrix M (0: A, 1: B, 2: C).  */

static double
value (int m, long i, long j)
{
  if (m == 0)
    return (double) ((3 * i + 5 * j + 1) % 23) / 23.0 - 0.5;
  if (m == 1)
    return (double) ((7 * i + 2 * j + 3) % 19) / 19.0 - 0.125;
  return (double) ((i + 11 * j) % 13) / 13.0;
}

/* The largest relative error of 64 elements of C (GET returns element
   K as a double) against alpha * A * B + beta * C0 summed in double,
   relative to the largest magnitude of the row sums.  */

static double
check (int n, double alpha, double beta, double (*get) (const void *, long),
       const void *c)
{
  double err = 0;
  for (int s = 0; s < 64; s++)
    {
      long i = (s * 977L + 13) % n, j = (s * 613L + 7) % n;
      double sum = 0, mag = 0;
      for (long k = 0; k < n; k++)
	{
	  double p = value (0, i, k) * value (1, k, j);
	  sum += p;
	  mag += fabs (p);
	}
      double ref = alpha * sum + beta * value (2, i, j);
      double e = fabs (get (c, i * n + j) - ref) / (fabs (alpha) * mag + 1);
      if (!(e <= err))
	err = isnan (e) ? INFINITY : e;
    }
  return err;
}

/* Element K of a float or double array, as a double.  */

static double
get_f (const void *p, long k)
{
  return ((const float *) p)[k];
}

static double
get_d (const void *p, long k)
{
  return ((const double *) p)[k];
}

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 4096;
  int reps = argc > 2 ? atoi (argv[2]) : 3;
  if (n < 1 || reps < 1)
    {
      fprintf (stderr, "usage: gemm-regtile [N [REPS]]\n");
      return 2;
    }
  size_t nn = (size_t) n * n;
  float *af = malloc (nn * sizeof *af), *bf = malloc (nn * sizeof *bf);
  float *cf = malloc (nn * sizeof *cf);
  double *ad = malloc (nn * sizeof *ad), *bd = malloc (nn * sizeof *bd);
  double *cd = malloc (nn * sizeof *cd);
  if (!af || !bf || !cf || !ad || !bd || !cd)
    {
      fprintf (stderr, "gemm-regtile: out of memory\n");
      return 1;
    }
  for (long i = 0; i < n; i++)
    for (long j = 0; j < n; j++)
      {
	af[i * n + j] = ad[i * n + j] = value (0, i, j);
	bf[i * n + j] = bd[i * n + j] = value (1, i, j);
	cf[i * n + j] = cd[i * n + j] = value (2, i, j);
      }
  const double alpha = 1.25, beta = -0.75;
  printf ("gemm-regtile: n %d reps %d\n", n, reps);
  int status = 0;
  for (int r = 0; r < reps; r++)
    {
      sgemm_rt (n, alpha, beta, cf, af, bf);
      if (r == 0)
	{
	  double e = check (n, alpha, beta, get_f, cf);
	  printf ("gemm-regtile: float check %s (max rel err %.2g)\n",
		  e <= 1e-5 ? "ok" : "FAILED", e);
	  status |= !(e <= 1e-5);
	}
    }
  for (int r = 0; r < reps; r++)
    {
      dgemm_rt (n, alpha, beta, cd, ad, bd);
      if (r == 0)
	{
	  double e = check (n, alpha, beta, get_d, cd);
	  printf ("gemm-regtile: double check %s (max rel err %.2g)\n",
		  e <= 1e-12 ? "ok" : "FAILED", e);
	  status |= !(e <= 1e-12);
	}
    }
  free (af);
  free (bf);
  free (cf);
  free (ad);
  free (bd);
  free (cd);
  return status;
}
