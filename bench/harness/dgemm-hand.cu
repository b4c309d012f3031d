/* dgemm-hand.cu -- hand-written double gemm kernels of the shape gpugen's
   wide version takes (64 x 128 x 32 tiles, blocks of 32 x 8 threads,
   8 x 4 elements of C a thread, A scaled by alpha in its shared copy),
   timed against cuBLAS DGEMM on device-resident n x n matrices (full
   tiles only: n a multiple of 128).  They measure what changes of
   gpugen's code generation could gain before one is built
   (bench/results/2026-11-25-h100-dgemm-wide.txt).  The last ones use
   the FP64 tensor cores (mma.sync m8n8k4), whose results are those of
   the k-ordered FMA chain (dmma-exact.cu).
   Build: nvcc -O3 -std=c++17 -gencode arch=compute_90,code=sm_90
	  -o dgemm-hand dgemm-hand.cu -lcublas
   Run:   ./dgemm-hand [N [REPS]]  */
/* Hand probes of gpugen's 64 x 128 x 32 double kernel (8 x 4 slots,
   rows ty + 8 ry, columns tx + 32 rx), full tiles only (n % 128 == 0).
   DB: 0 = one buffer, two barriers a step (what gpugen emits);
       1 = two buffers, the next step's loads issued into registers
	   before the compute and stored after it, one barrier a step;
       2 = two buffers, cp.async (no scaling by alpha: ceiling only).  */
#include <cuda_pipeline.h>
template <int MINB, int DB>
__global__ void __launch_bounds__ (256, MINB)
hk (double *__restrict__ c, const double *__restrict__ a,
    const double *__restrict__ b, long n, double alpha)
{
  extern __shared__ double sm[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long i0 = 64L * blockIdx.y, j0 = 128L * blockIdx.x;
  double acc[8][4];
#pragma unroll
  for (int ry = 0; ry < 8; ry++)
#pragma unroll
    for (int rx = 0; rx < 4; rx++)
      acc[ry][rx] = c[(i0 + ty + 8 * ry) * n + j0 + tx + 32 * rx];
  const int nk = n / 32;
  double ra[8], rb[16];
  auto gload = [&] (int k2) {
#pragma unroll
    for (int s = 0; s < 8; s++)
      ra[s] = a[(i0 + ty + 8 * s) * n + 32L * k2 + tx];
#pragma unroll
    for (int s = 0; s < 4; s++)
#pragma unroll
      for (int q = 0; q < 4; q++)
	rb[s * 4 + q] = b[(32L * k2 + ty + 8 * s) * n + j0 + tx + 32 * q];
  };
  auto sstore = [&] (double *As, double *Bs) {
#pragma unroll
    for (int s = 0; s < 8; s++)
      As[(ty + 8 * s) * 32 + tx] = ra[s] * alpha;
#pragma unroll
    for (int s = 0; s < 4; s++)
#pragma unroll
      for (int q = 0; q < 4; q++)
	Bs[(ty + 8 * s) * 128 + tx + 32 * q] = rb[s * 4 + q];
  };
  auto acopy = [&] (int k2, double *As, double *Bs) {
#pragma unroll
    for (int s = 0; s < 8; s++)
      __pipeline_memcpy_async (&As[(ty + 8 * s) * 32 + tx],
			       &a[(i0 + ty + 8 * s) * n + 32L * k2 + tx], 8);
#pragma unroll
    for (int s = 0; s < 4; s++)
#pragma unroll
      for (int q = 0; q < 4; q++)
	__pipeline_memcpy_async (&Bs[(ty + 8 * s) * 128 + tx + 32 * q],
				 &b[(32L * k2 + ty + 8 * s) * n + j0 + tx + 32 * q], 8);
    __pipeline_commit ();
  };
  auto compute = [&] (const double *As, const double *Bs) {
#pragma unroll
    for (int kk = 0; kk < 32; kk++)
      {
	double av[8], bv[4];
#pragma unroll
	for (int ry = 0; ry < 8; ry++)
	  av[ry] = As[(ty + 8 * ry) * 32 + kk];
#pragma unroll
	for (int rx = 0; rx < 4; rx++)
	  bv[rx] = Bs[kk * 128 + tx + 32 * rx];
#pragma unroll
	for (int ry = 0; ry < 8; ry++)
#pragma unroll
	  for (int rx = 0; rx < 4; rx++)
	    acc[ry][rx] = acc[ry][rx] + bv[rx] * av[ry];
      }
  };
  double *A0 = sm, *B0 = sm + 2048, *A1 = sm + 6144, *B1 = sm + 8192;
  if (DB == 0)
    for (int k2 = 0; k2 < nk; k2++)
      {
	gload (k2);
	sstore (A0, B0);
	__syncthreads ();
	compute (A0, B0);
	__syncthreads ();
      }
  else if (DB == 1)
    {
      gload (0);
      sstore (A0, B0);
      __syncthreads ();
      for (int k2 = 0; k2 < nk; k2++)
	{
	  double *Ac = (k2 & 1) ? A1 : A0, *Bc = (k2 & 1) ? B1 : B0;
	  double *An = (k2 & 1) ? A0 : A1, *Bn = (k2 & 1) ? B0 : B1;
	  if (k2 + 1 < nk)
	    gload (k2 + 1);
	  compute (Ac, Bc);
	  if (k2 + 1 < nk)
	    sstore (An, Bn);
	  __syncthreads ();
	}
    }
  else
    {
      acopy (0, A0, B0);
      for (int k2 = 0; k2 < nk; k2++)
	{
	  double *Ac = (k2 & 1) ? A1 : A0, *Bc = (k2 & 1) ? B1 : B0;
	  double *An = (k2 & 1) ? A0 : A1, *Bn = (k2 & 1) ? B0 : B1;
	  if (k2 + 1 < nk)
	    {
	      acopy (k2 + 1, An, Bn);
	      __pipeline_wait_prior (1);
	    }
	  else
	    __pipeline_wait_prior (0);
	  __syncthreads ();
	  compute (Ac, Bc);
	  __syncthreads ();
	}
    }
#pragma unroll
  for (int ry = 0; ry < 8; ry++)
#pragma unroll
    for (int rx = 0; rx < 4; rx++)
      c[(i0 + ty + 8 * ry) * n + j0 + tx + 32 * rx] = acc[ry][rx];
}
/* hand.cu's DB 0 kernel (one buffer, loads batched before the stores)
   with other layouts.  L 1: A transposed in shared (As[k][i], 66 a
   row), rows 8 ty + ry, read as double2 broadcasts.  L 2: blocks of
   16 x 16 threads, 4 x 8 slots (rows ty + 16 ry, columns tx + 16 rx),
   A padded to 33 a row.  L 3: as 2 with A unpadded.  */
template <int L>
__global__ void __launch_bounds__ (256, 2)
hl (double *__restrict__ c, const double *__restrict__ a,
    const double *__restrict__ b, long n, double alpha)
{
  extern __shared__ __align__ (16) double sm3[];
  constexpr int BX = L >= 2 ? 16 : 32, BY = 256 / BX;
  constexpr int SY = 64 / BY, SX = 128 / BX;
  constexpr int AST = L == 1 ? 66 : L == 2 ? 33 : 32;
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long i0 = 64L * blockIdx.y, j0 = 128L * blockIdx.x;
  double *As = sm3, *Bs = sm3 + (L == 1 ? 32 * 66 : 64 * AST);
  auto row = [&] (int ry) { return L == 1 ? 8 * ty + ry : ty + BY * ry; };
  double acc[SY][SX];
#pragma unroll
  for (int ry = 0; ry < SY; ry++)
#pragma unroll
    for (int rx = 0; rx < SX; rx++)
      acc[ry][rx] = c[(i0 + row (ry)) * n + j0 + tx + BX * rx];
  const int nk = n / 32;
  /* Copies: A 64 x 32: element (ii, kk) by thread ii % 8 == ty', kk == tx'
     over the linear thread number; B 32 x 128 likewise.  */
  const int lin = ty * BX + tx, cx = lin % 32, cy = lin / 32;
  for (int k2 = 0; k2 < nk; k2++)
    {
      double ra[8], rb[16];
#pragma unroll
      for (int s = 0; s < 8; s++)
	ra[s] = a[(i0 + cy + 8 * s) * n + 32L * k2 + cx];
#pragma unroll
      for (int s = 0; s < 4; s++)
#pragma unroll
	for (int q = 0; q < 4; q++)
	  rb[s * 4 + q] = b[(32L * k2 + cy + 8 * s) * n + j0 + cx + 32 * q];
#pragma unroll
      for (int s = 0; s < 8; s++)
	if (L == 1)
	  As[cx * 66 + cy + 8 * s] = ra[s] * alpha;
	else
	  As[(cy + 8 * s) * AST + cx] = ra[s] * alpha;
#pragma unroll
      for (int s = 0; s < 4; s++)
#pragma unroll
	for (int q = 0; q < 4; q++)
	  Bs[(cy + 8 * s) * 128 + cx + 32 * q] = rb[s * 4 + q];
      __syncthreads ();
#pragma unroll
      for (int kk = 0; kk < 32; kk++)
	{
	  double av[SY], bv[SX];
	  if (L == 1)
#pragma unroll
	    for (int ry = 0; ry < SY; ry += 2)
	      {
		double2 t = *(const double2 *) &As[kk * 66 + 8 * ty + ry];
		av[ry] = t.x; av[ry + 1] = t.y;
	      }
	  else
#pragma unroll
	    for (int ry = 0; ry < SY; ry++)
	      av[ry] = As[(ty + BY * ry) * AST + kk];
#pragma unroll
	  for (int rx = 0; rx < SX; rx++)
	    bv[rx] = Bs[kk * 128 + tx + BX * rx];
#pragma unroll
	  for (int ry = 0; ry < SY; ry++)
#pragma unroll
	    for (int rx = 0; rx < SX; rx++)
	      acc[ry][rx] = acc[ry][rx] + bv[rx] * av[ry];
	}
      __syncthreads ();
    }
#pragma unroll
  for (int ry = 0; ry < SY; ry++)
#pragma unroll
    for (int rx = 0; rx < SX; rx++)
      c[(i0 + row (ry)) * n + j0 + tx + BX * rx] = acc[ry][rx];
}
/* Double gemm on the FP64 tensor cores: blocks of 32 x 8 threads (a
   warp per threadIdx.y), 64 x 128 x 32 tiles, each warp 32 x 32 of C as
   4 x 4 mma.sync m8n8k4 tiles (32 doubles a thread), A (scaled by alpha)
   and B copied to shared memory as in hand.cu's one-buffer kernel.
   SA, SB: the shared rows' lengths (padding against bank conflicts).  */
template <int SA, int SB, int MINB>
__global__ void __launch_bounds__ (256, MINB)
tk (double *__restrict__ c, const double *__restrict__ a,
    const double *__restrict__ b, long n, double alpha)
{
  extern __shared__ __align__ (16) double sm4[];
  double *As = sm4, *Bs = sm4 + 64 * SA;
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int g = tx >> 2, t = tx & 3, wr = ty >> 2, wc = ty & 3;
  const long i0 = 64L * blockIdx.y, j0 = 128L * blockIdx.x;
  double acc[4][4][2];
#pragma unroll
  for (int mi = 0; mi < 4; mi++)
#pragma unroll
    for (int mj = 0; mj < 4; mj++)
#pragma unroll
      for (int e = 0; e < 2; e++)
	acc[mi][mj][e] = c[(i0 + 32 * wr + 8 * mi + g) * n + j0 + 32 * wc + 8 * mj + 2 * t + e];
  const int nk = n / 32;
  for (int k2 = 0; k2 < nk; k2++)
    {
      double ra[8], rb[16];
#pragma unroll
      for (int s = 0; s < 8; s++)
	ra[s] = a[(i0 + ty + 8 * s) * n + 32L * k2 + tx];
#pragma unroll
      for (int s = 0; s < 4; s++)
#pragma unroll
	for (int q = 0; q < 4; q++)
	  rb[s * 4 + q] = b[(32L * k2 + ty + 8 * s) * n + j0 + tx + 32 * q];
#pragma unroll
      for (int s = 0; s < 8; s++)
	As[(ty + 8 * s) * SA + tx] = ra[s] * alpha;
#pragma unroll
      for (int s = 0; s < 4; s++)
#pragma unroll
	for (int q = 0; q < 4; q++)
	  Bs[(ty + 8 * s) * SB + tx + 32 * q] = rb[s * 4 + q];
      __syncthreads ();
#pragma unroll
      for (int k4 = 0; k4 < 8; k4++)
	{
	  double af[4], bf[4];
#pragma unroll
	  for (int mi = 0; mi < 4; mi++)
	    af[mi] = As[(32 * wr + 8 * mi + g) * SA + 4 * k4 + t];
#pragma unroll
	  for (int mj = 0; mj < 4; mj++)
	    bf[mj] = Bs[(4 * k4 + t) * SB + 32 * wc + 8 * mj + g];
#pragma unroll
	  for (int mi = 0; mi < 4; mi++)
#pragma unroll
	    for (int mj = 0; mj < 4; mj++)
	      asm volatile ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 "
			    "{%0,%1}, {%2}, {%3}, {%0,%1};"
			    : "+d" (acc[mi][mj][0]), "+d" (acc[mi][mj][1])
			    : "d" (af[mi]), "d" (bf[mj]));
	}
      __syncthreads ();
    }
#pragma unroll
  for (int mi = 0; mi < 4; mi++)
#pragma unroll
    for (int mj = 0; mj < 4; mj++)
#pragma unroll
      for (int e = 0; e < 2; e++)
	c[(i0 + 32 * wr + 8 * mi + g) * n + j0 + 32 * wc + 8 * mj + 2 * t + e] = acc[mi][mj][e];
}
typedef void (*kfn) (double *, const double *, const double *, long, double);
/* A kernel to time: its name, function, tile rows and columns, dynamic
   shared memory in bytes, and the x size of its blocks.  */
struct kent { const char *name; kfn f; int ti, tj; int smem; int bx; };
static kent klist[] = {
  { "one-buffer", hk<2, 0>, 64, 128, 49152, 32 },
  { "two-buffers-regs", hk<2, 1>, 64, 128, 98304, 32 },
  { "two-buffers-regs-1blk", hk<1, 1>, 64, 128, 98304, 32 },
  { "cp.async-no-alpha", hk<2, 2>, 64, 128, 98304, 32 },
  { "one-buffer-1blk", hk<1, 0>, 64, 128, 49152, 32 },
  { "A-transposed", hl<1>, 64, 128, 8 * (32 * 66 + 32 * 128), 32 },
  { "blocks-16x16-pad", hl<2>, 64, 128, 8 * (64 * 33 + 32 * 128), 16 },
  { "dmma", tk<32, 128, 2>, 64, 128, 8 * (64 * 32 + 32 * 128), 32 },
  { "dmma-pad36-132", tk<36, 132, 2>, 64, 128, 8 * (64 * 36 + 32 * 132), 32 },
  { "dmma-pad36-136", tk<36, 136, 2>, 64, 128, 8 * (64 * 36 + 32 * 136), 32 },
  { "dmma-pad-1blk", tk<36, 136, 1>, 64, 128, 8 * (64 * 36 + 32 * 136), 32 },
};
/* Probe driver: times the kernels listed in KLIST (name, tile rows TI,
   tile cols TJ) on device-resident n x n doubles, against cuBLAS DGEMM.  */
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cublas_v2.h>
__global__ void init (double *a, long n, int seed)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n * n)
    a[i] = ((i * 7 + seed * 13) % 101) / 101.0 - 0.5;
}
int main (int argc, char **argv)
{
  long n = argc > 1 ? atol (argv[1]) : 4096;
  int reps = argc > 2 ? atoi (argv[2]) : 5;
  double *a, *b, *c, *ref;
  size_t bytes = n * n * sizeof (double);
  cudaMalloc (&a, bytes); cudaMalloc (&b, bytes); cudaMalloc (&c, bytes);
  cudaMalloc (&ref, bytes);
  init<<<(n * n + 255) / 256, 256>>> (a, n, 1);
  init<<<(n * n + 255) / 256, 256>>> (b, n, 2);
  cublasHandle_t h; cublasCreate (&h);
  double one = 1.0, zero = 0.0;
  cudaEvent_t e0, e1; cudaEventCreate (&e0); cudaEventCreate (&e1);
  /* Row-major C = A B is column-major C^T = B^T A^T.  */
  cublasDgemm (h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, b, n, a, n, &zero, ref, n);
  float best = 1e30;
  for (int r = 0; r < reps; r++)
    {
      cudaEventRecord (e0);
      cublasDgemm (h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, b, n, a, n, &zero, ref, n);
      cudaEventRecord (e1); cudaEventSynchronize (e1);
      float ms; cudaEventElapsedTime (&ms, e0, e1); if (ms < best) best = ms;
    }
  double cub = 2.0 * n * n * n / (best * 1e-3) / 1e12;
  printf ("cublas dgemm n %ld ms %.3f tflops %.2f\n", n, best, cub);
  double *hr = (double *) malloc (bytes), *hc = (double *) malloc (bytes);
  cudaMemcpy (hr, ref, bytes, cudaMemcpyDeviceToHost);
  for (unsigned k = 0; k < sizeof klist / sizeof klist[0]; k++)
    {
      kent &K = klist[k];
      if (K.smem > 0) cudaFuncSetAttribute (K.f, cudaFuncAttributeMaxDynamicSharedMemorySize, K.smem);
      dim3 grid ((n + K.tj - 1) / K.tj, (n + K.ti - 1) / K.ti), block (K.bx, 256 / K.bx);
      float med[16]; int m = 0;
      for (int r = 0; r < reps + 1 && r < 16; r++)
	{
	  cudaMemset (c, 0, bytes);
	  cudaEventRecord (e0);
	  K.f<<<grid, block, K.smem>>> (c, a, b, n, 1.0);
	  cudaEventRecord (e1); cudaEventSynchronize (e1);
	  float ms; cudaEventElapsedTime (&ms, e0, e1);
	  if (r) med[m++] = ms;
	}
      cudaError_t err = cudaGetLastError ();
      float bestk = 1e30; for (int i = 0; i < m; i++) if (med[i] < bestk) bestk = med[i];
      cudaMemcpy (hc, c, bytes, cudaMemcpyDeviceToHost);
      double maxd = 0;
      for (long i = 0; i < n * n; i++) maxd = fmax (maxd, fabs (hc[i] - hr[i]));
      double tf = 2.0 * n * n * n / (bestk * 1e-3) / 1e12;
      printf ("%-10s ms %.3f tflops %.2f  %.1f%% of dgemm  maxdiff %.2e %s\n", K.name, bestk, tf,
	      100 * tf / cub, maxd, err == cudaSuccess && maxd < 1e-9 * n ? "ok" : cudaGetErrorString (err));
    }
  return 0;
}
