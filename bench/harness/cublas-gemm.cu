/* cublas-gemm: the cuBLAS reference for the gemm kernel of gpubench.

   Times C = alpha * A * B + beta * C for square N x N matrices with
   cublasSgemm and cublasDgemm, after a warm-up, with CUDA events around
   each call, and prints the median of REPS calls as

     cublas: device NAME
     cublas: sgemm n N ms T tflops R check ok
     cublas: dgemm n N ms T tflops R check ok

   (2 N^3 floating-point operations per call).  The inputs are
   pseudo-random, never zeros; "check" compares a few elements of the
   result with a double-precision sum on the host.  This is a
   measurement tool of the benchmark harness, not part of gpugen.

   Usage: cublas-gemm [N [REPS]]   (default N 1600, as gemm large).  */

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

/* Exit with a message if the CUDA runtime call that returned ERR
   failed; WHAT names the call.  */

static void
check_cuda (cudaError_t err, const char *what)
{
  if (err != cudaSuccess)
    {
      fprintf (stderr, "cublas-gemm: %s: %s\n", what,
	       cudaGetErrorString (err));
      exit (1);
    }
}

/* Exit with a message if the cuBLAS call that returned ST failed; WHAT
   names the call.  */

static void
check_cublas (cublasStatus_t st, const char *what)
{
  if (st != CUBLAS_STATUS_SUCCESS)
    {
      fprintf (stderr, "cublas-gemm: %s: cuBLAS status %d\n", what,
	       (int) st);
      exit (1);
    }
}

/* Fill the N elements of P with pseudo-random values in [-1, 1) from
   the linear congruential state *SEED.  */

template <typename T>
static void
fill (std::vector<T> &p, unsigned long long *seed)
{
  for (T &x : p)
    {
      *seed = *seed * 6364136223846793005ULL + 1442695040888963407ULL;
      x = (T) ((double) (*seed >> 11) / 9007199254740992.0 * 2.0 - 1.0);
    }
}

/* The cuBLAS call for element type T: C = alpha A B + beta C, column
   major, N x N.  */

static cublasStatus_t
gemm_call (cublasHandle_t h, int n, const float *a, const float *b,
	   float *c)
{
  const float alpha = 1.0f, beta = 0.5f;
  return cublasSgemm (h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, n,
		      b, n, &beta, c, n);
}

static cublasStatus_t
gemm_call (cublasHandle_t h, int n, const double *a, const double *b,
	   double *c)
{
  const double alpha = 1.0, beta = 0.5;
  return cublasDgemm (h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, n,
		      b, n, &beta, c, n);
}

/* Time REPS products of N x N matrices of type T (NAME is "sgemm" or
   "dgemm") on handle H and print one result line.  TOL is the relative
   error allowed in the spot check.  */

template <typename T>
static void
run (cublasHandle_t h, const char *name, int n, int reps, double tol)
{
  size_t count = (size_t) n * n, bytes = count * sizeof (T);
  std::vector<T> a (count), b (count), c (count), out (count);
  unsigned long long seed = 12345;
  fill (a, &seed);
  fill (b, &seed);
  fill (c, &seed);

  T *da, *db, *dc;
  check_cuda (cudaMalloc (&da, bytes), "cudaMalloc");
  check_cuda (cudaMalloc (&db, bytes), "cudaMalloc");
  check_cuda (cudaMalloc (&dc, bytes), "cudaMalloc");
  check_cuda (cudaMemcpy (da, a.data (), bytes, cudaMemcpyHostToDevice),
	      "cudaMemcpy");
  check_cuda (cudaMemcpy (db, b.data (), bytes, cudaMemcpyHostToDevice),
	      "cudaMemcpy");
  check_cuda (cudaMemcpy (dc, c.data (), bytes, cudaMemcpyHostToDevice),
	      "cudaMemcpy");

  /* One call checked against the host, then a warm-up.  */
  check_cublas (gemm_call (h, n, da, db, dc), name);
  check_cuda (cudaDeviceSynchronize (), name);
  check_cuda (cudaMemcpy (out.data (), dc, bytes, cudaMemcpyDeviceToHost),
	      "cudaMemcpy");
  double worst = 0.0;
  for (int k = 0; k < 16; k++)
    {
      int i = (k * 7919) % n, j = (k * 104729) % n;
      double s = 0.0, mag = 0.0;
      for (int l = 0; l < n; l++)
	{
	  s += (double) a[i + (size_t) l * n] * (double) b[l + (size_t) j * n];
	  mag += fabs ((double) a[i + (size_t) l * n]
		       * (double) b[l + (size_t) j * n]);
	}
      s += 0.5 * (double) c[i + (size_t) j * n];
      double err = fabs ((double) out[i + (size_t) j * n] - s)
		   / (mag > 0.0 ? mag : 1.0);
      worst = std::max (worst, err);
    }
  for (int r = 0; r < 3; r++)
    check_cublas (gemm_call (h, n, da, db, dc), name);
  check_cuda (cudaDeviceSynchronize (), name);

  cudaEvent_t start, stop;
  check_cuda (cudaEventCreate (&start), "cudaEventCreate");
  check_cuda (cudaEventCreate (&stop), "cudaEventCreate");
  std::vector<float> ms (reps);
  for (int r = 0; r < reps; r++)
    {
      check_cuda (cudaEventRecord (start), "cudaEventRecord");
      check_cublas (gemm_call (h, n, da, db, dc), name);
      check_cuda (cudaEventRecord (stop), "cudaEventRecord");
      check_cuda (cudaEventSynchronize (stop), "cudaEventSynchronize");
      check_cuda (cudaEventElapsedTime (&ms[r], start, stop),
		  "cudaEventElapsedTime");
    }
  check_cuda (cudaGetLastError (), name);
  std::sort (ms.begin (), ms.end ());
  double med = ms[reps / 2];
  double tflops = 2.0 * n * (double) n * n / (med * 1e-3) / 1e12;
  printf ("cublas: %s n %d ms %.4f tflops %.2f check %s (rel-err %.1e)\n",
	  name, n, med, tflops, worst <= tol ? "ok" : "FAIL", worst);

  cudaEventDestroy (start);
  cudaEventDestroy (stop);
  cudaFree (da);
  cudaFree (db);
  cudaFree (dc);
}

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 1600;
  int reps = argc > 2 ? atoi (argv[2]) : 21;
  if (n <= 0 || reps <= 0)
    {
      fprintf (stderr, "usage: cublas-gemm [N [REPS]]\n");
      return 2;
    }

  cudaDeviceProp prop;
  check_cuda (cudaGetDeviceProperties (&prop, 0), "cudaGetDeviceProperties");
  printf ("cublas: device %s\n", prop.name);

  cublasHandle_t h;
  check_cublas (cublasCreate (&h), "cublasCreate");
  /* The default math mode: full FP32 and FP64 arithmetic (FP64 tensor
     cores count; no TF32 shortcut for SGEMM).  */
  check_cublas (cublasSetMathMode (h, CUBLAS_DEFAULT_MATH),
		"cublasSetMathMode");
  run<float> (h, "sgemm", n, reps, 1e-5);
  run<double> (h, "dgemm", n, reps, 1e-12);
  cublasDestroy (h);
  return 0;
}
